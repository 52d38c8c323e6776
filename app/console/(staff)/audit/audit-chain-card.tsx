"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { VerifyAuditChainMutation } from "@/graphql/generated/client/graphql";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Button } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { CopyButton } from "@/lib/console/ui/copy-button";
import { Alert, QueryView } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import { useMutation, useQuery } from "@/lib/console/use-graphql";

const AuditChainHeadQuery = graphql(`
  query AuditChainHead {
    auditChainHead {
      seq
      hash
      at
    }
  }
`);

const VerifyAuditChainMutation = graphql(`
  mutation VerifyAuditChain {
    verifyAuditChain {
      ok
      verified
      head {
        seq
        hash
      }
      problem {
        kind
        seq
        id
        detail
      }
    }
  }
`);

type Verification = VerifyAuditChainMutation["verifyAuditChain"];

const PROBLEM_TITLES: Record<NonNullable<Verification["problem"]>["kind"], string> = {
  hash_mismatch: "a row was edited",
  prev_link_mismatch: "a link to the previous row is wrong",
  gap: "a row is missing",
  unchained: "a row is outside the chain",
};

/** The hash chain's head (its last link) and, for admins, a check of the whole chain. */
export function AuditChainCard() {
  const canEdit = useCanEdit();
  const query = useQuery(AuditChainHeadQuery, {});
  const verify = useMutation(VerifyAuditChainMutation);
  const [result, setResult] = useState<Verification | { error: string } | null>(null);

  const run = async () => {
    setResult(null);
    try {
      setResult((await verify.mutate({})).verifyAuditChain);
      void query.refetch();
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Card labelledBy="audit-chain-title" testId="audit-chain">
      <CardHeader
        id="audit-chain-title"
        title="Hash chain"
        subtitle="Each entry holds the SHA-256 of the one before it: editing or deleting any entry breaks the chain."
        actions={
          <Button
            icon="check"
            onClick={() => void run()}
            disabled={!canEdit || verify.busy}
            title={canEdit ? undefined : VIEWER_HINT}
          >
            {verify.busy ? "Verifying…" : "Verify chain"}
          </Button>
        }
      />
      <CardBody>
        <QueryView query={query} rows={2}>
          {({ auditChainHead: head }) => (
            <dl className="c-kv" data-testid="audit-chain-head">
              <dt>Head entry</dt>
              <dd data-testid="audit-chain-seq">{head ? `#${head.seq}` : "missing"}</dd>
              <dt>Head hash</dt>
              <dd>
                {head ? (
                  <span className="c-row" style={{ gap: 8, flexWrap: "wrap" }}>
                    <code className="c-mono" style={{ overflowWrap: "anywhere" }} data-testid="audit-chain-hash">
                      {head.hash}
                    </code>
                    <CopyButton value={head.hash} />
                  </span>
                ) : (
                  "—"
                )}
              </dd>
              <dt>Written</dt>
              <dd>{head?.at ? <TimeText value={head.at} /> : "—"}</dd>
            </dl>
          )}
        </QueryView>
        {result ? (
          <div style={{ marginTop: 16 }} data-testid="audit-chain-result">
            {"error" in result ? (
              <Alert tone="danger" title="Verification failed to run">
                {result.error}
              </Alert>
            ) : result.problem ? (
              <Alert
                tone="danger"
                title={`Chain broken at ${result.problem.seq ? `entry #${result.problem.seq}` : `row ${result.problem.id}`}: ${PROBLEM_TITLES[result.problem.kind]}`}
              >
                {result.problem.detail}. {result.verified.toLocaleString("en")} entries before it verified.
              </Alert>
            ) : (
              <Alert tone="success" title="Chain OK">
                All {result.verified.toLocaleString("en")} entries verified; head #{result.head?.seq}.
              </Alert>
            )}
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
