"use client";

import type { ApiKeyKind } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { CodeBlock } from "@/lib/console/ui/code-block";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { Checkbox, SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { FormError } from "@/lib/console/ui/form-card";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

// API keys: list by prefix with last use, request count and expiry, issue (the key is shown once), revoke after a confirmation. Used by the
// API keys page (all keys) and an operator's page (its keys only).

const ApiKeysQuery = graphql(`
  query ConsoleApiKeys($operatorId: ID, $kind: ApiKeyKind, $includeRevoked: Boolean) {
    apiKeys(operatorId: $operatorId, kind: $kind, includeRevoked: $includeRevoked) {
      id
      kind
      operatorId
      name
      prefix
      createdBy
      createdAt
      lastUsedAt
      revokedAt
      expiresAt
      useCount
    }
    operators {
      id
      name
      status
    }
  }
`);

const CreateApiKey = graphql(`
  mutation ConsoleCreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      apiKey {
        id
        kind
        operatorId
        name
        prefix
      }
      key
    }
  }
`);

const RevokeApiKey = graphql(`
  mutation ConsoleRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

type KindFilter = "" | ApiKeyKind;

interface IssuedKey {
  key: string;
  prefix: string;
  kind: ApiKeyKind;
  operatorId: string | null;
  name: string;
}

/** `onChanged` runs after a key is issued or revoked, e.g. to refresh an operator's key count. */
export function ApiKeysPanel({ operatorId, onChanged }: { operatorId?: string; onChanged?: () => void }) {
  const [kind, setKind] = useState<KindFilter>("");
  const [operatorFilter, setOperatorFilter] = useState("");
  const [includeRevoked, setIncludeRevoked] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const revoke = useMutation(RevokeApiKey);
  const scopedOperator = operatorId ?? (operatorFilter || null);
  const query = useQuery(ApiKeysQuery, {
    operatorId: scopedOperator,
    kind: operatorId ? "operator" : kind || null,
    includeRevoked,
  });

  async function revokeKey(key: { id: string; prefix: string; name: string; operatorId?: string | null }) {
    const ok = await confirm({
      title: "Revoke this key?",
      body: (
        <>
          <p>
            <strong className="c-mono">{key.prefix}…</strong> ({key.name}) stops working from the next request: the
            provider API answers 401.
          </p>
          <p>This cannot be undone. Issue a new key first if the integration must keep running.</p>
        </>
      ),
      confirmLabel: "Revoke key",
    });
    if (!ok) return;
    try {
      await revoke.mutate({ id: key.id });
      toast.success("Key revoked", `${key.prefix}… no longer works`);
      await query.refetch();
      onChanged?.();
    } catch (error) {
      toast.error("Could not revoke the key", errorMessage(error));
    }
  }

  // The header's button and the empty state's call to action do the same; each has its own test id.
  const issueButton = (testId: string) => (
    <Button
      variant="primary"
      icon="plus"
      onClick={() => setIssuing(true)}
      disabled={!canEdit}
      title={canEdit ? undefined : VIEWER_HINT}
      data-testid={testId}
    >
      Issue key
    </Button>
  );
  const inactiveOperators = new Set(
    (query.data?.operators ?? []).filter((operator) => operator.status !== "active").map((operator) => operator.id),
  );

  return (
    <Card labelledBy="api-keys-title" testId="api-keys">
      <CardHeader
        id="api-keys-title"
        title={operatorId ? "API keys" : "Keys"}
        subtitle="Only a short prefix of each key is stored in readable form; the full key is shown once when issued."
        actions={issueButton("issue-key")}
      />
      <FilterBar>
        {operatorId ? null : (
          <>
            <SelectField
              label="Kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as KindFilter)}
              options={[
                { value: "", label: "Operator and master" },
                { value: "operator", label: "Operator keys (gpk_)" },
                { value: "master", label: "Master keys (gpm_)" },
              ]}
            />
            <SelectField
              label="Operator"
              value={operatorFilter}
              onChange={(event) => setOperatorFilter(event.target.value)}
              disabled={kind === "master"}
              options={[
                { value: "", label: "Every operator" },
                ...(query.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
              ]}
            />
          </>
        )}
        <div style={{ paddingBottom: 8 }}>
          <Checkbox
            label="Show revoked keys"
            checked={includeRevoked}
            onChange={(event) => setIncludeRevoked(event.target.checked)}
          />
        </div>
      </FilterBar>
      <QueryView query={query}>
        {({ apiKeys }) =>
          apiKeys.length === 0 ? (
            <EmptyState
              icon="key"
              title="No keys"
              text={
                operatorId
                  ? "This operator has no live keys. Issue one so it can call the catalog and launch endpoints."
                  : "No key matches these filters."
              }
              action={operatorId ? issueButton("issue-key-empty") : undefined}
            />
          ) : (
            <Table caption="API keys" testId="api-keys-table">
              <thead>
                <tr>
                  <th>Key</th>
                  <th>Kind</th>
                  {operatorId ? null : <th>Operator</th>}
                  <th>Created</th>
                  <th>Last used</th>
                  <th className="c-cell-num">Requests</th>
                  <th>Expires</th>
                  <th>Status</th>
                  <ActionsHeader />
                </tr>
              </thead>
              <tbody>
                {apiKeys.map((key) => (
                  <tr key={key.id} data-testid={`api-key-row-${key.prefix}`}>
                    <td>
                      <span className="c-cell-title c-mono">{key.prefix}…</span>
                      <span className="c-cell-sub">{key.name}</span>
                    </td>
                    <td>
                      <Badge tone={key.kind === "master" ? "warning" : "primary"} dot={false}>
                        {key.kind}
                      </Badge>
                    </td>
                    {operatorId ? null : (
                      <td>
                        {key.operatorId ? (
                          <Link href={`/console/operators/${encodeURIComponent(key.operatorId)}`}>
                            {key.operatorId}
                          </Link>
                        ) : (
                          <span className="c-faint">any operator</span>
                        )}
                      </td>
                    )}
                    <td>
                      <TimeText value={key.createdAt} />
                      {key.createdBy ? <span className="c-cell-sub">{key.createdBy}</span> : null}
                    </td>
                    <td>
                      <TimeText value={key.lastUsedAt} fallback="never" />
                    </td>
                    <td className="c-cell-num" data-testid="api-key-use-count">
                      {formatCount(key.useCount)}
                    </td>
                    <td>
                      <TimeText value={key.expiresAt} fallback="never" />
                    </td>
                    <td data-testid="api-key-status">
                      <KeyStatus
                        revoked={Boolean(key.revokedAt)}
                        expired={
                          key.expiresAt !== null &&
                          key.expiresAt !== undefined &&
                          new Date(key.expiresAt).getTime() <= Date.now()
                        }
                        operatorInactive={
                          key.operatorId !== null &&
                          key.operatorId !== undefined &&
                          inactiveOperators.has(key.operatorId)
                        }
                      />
                    </td>
                    <td className="c-cell-actions">
                      {key.revokedAt ? (
                        <span className="c-small c-faint">
                          <TimeText value={key.revokedAt} />
                        </span>
                      ) : (
                        <Button
                          size="sm"
                          variant="danger-soft"
                          icon="ban"
                          onClick={() => void revokeKey(key)}
                          disabled={!canEdit}
                          title={canEdit ? undefined : VIEWER_HINT}
                          data-testid="revoke-key"
                        >
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>

      <IssueKeyDialog
        open={issuing}
        fixedOperatorId={operatorId}
        operators={query.data?.operators ?? []}
        onClose={() => setIssuing(false)}
        onIssued={(key) => {
          setIssuing(false);
          setIssued(key);
          void query.refetch();
          onChanged?.();
        }}
      />
      <Dialog
        open={issued !== null}
        onClose={() => setIssued(null)}
        title="Key issued"
        description={
          issued
            ? `${issued.name} · ${issued.kind === "master" ? "master key (any operator)" : `operator ${issued.operatorId}`}`
            : undefined
        }
        icon="key"
        wide
        testId="key-issued-dialog"
        footer={
          <Button variant="primary" onClick={() => setIssued(null)}>
            Done
          </Button>
        }
      >
        {issued ? (
          <div className="c-form">
            <SecretReveal label="API key" value={issued.key} testId="issued-key" />
            <div>
              <div className="c-label c-label-block">Try it</div>
              <CodeBlock
                value={`curl -H "x-provider-api-key: ${issued.key}" \\\n  ${typeof window === "undefined" ? "" : window.location.origin}/api/provider/v1/games`}
              />
            </div>
          </div>
        ) : null}
      </Dialog>
    </Card>
  );
}

/** A key works only while it is neither revoked nor expired and its operator is active (the provider API answers 403 otherwise). */
export function KeyStatus({
  revoked,
  expired,
  operatorInactive,
}: {
  revoked: boolean;
  expired: boolean;
  operatorInactive: boolean;
}) {
  if (revoked) return <Badge tone="danger">revoked</Badge>;
  if (expired) return <Badge tone="neutral">expired</Badge>;
  if (operatorInactive) {
    return (
      <Badge
        tone="warning"
        title="Calls with this key are refused (403 operator_inactive) until the operator is activated again."
      >
        operator inactive
      </Badge>
    );
  }
  return <Badge tone="success">live</Badge>;
}

function IssueKeyDialog({
  open,
  fixedOperatorId,
  operators,
  onClose,
  onIssued,
}: {
  open: boolean;
  fixedOperatorId?: string;
  operators: { id: string; name: string; status: string }[];
  onClose: () => void;
  onIssued: (key: IssuedKey) => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Issue API key"
      description="The full key is shown once, right after it is issued."
      icon="key"
      testId="issue-key-dialog"
    >
      {/* The dialog renders its content only while open, so every opening starts with an empty form. */}
      <IssueKeyForm fixedOperatorId={fixedOperatorId} operators={operators} onClose={onClose} onIssued={onIssued} />
    </Dialog>
  );
}

function IssueKeyForm({
  fixedOperatorId,
  operators,
  onClose,
  onIssued,
}: {
  fixedOperatorId?: string;
  operators: { id: string; name: string; status: string }[];
  onClose: () => void;
  onIssued: (key: IssuedKey) => void;
}) {
  const [kind, setKind] = useState<"operator" | "master">("operator");
  const [operatorId, setOperatorId] = useState(fixedOperatorId ?? "");
  const [name, setName] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const create = useMutation(CreateApiKey);
  const submit = useSubmit({
    action: () =>
      create.mutate({
        input: {
          kind,
          operatorId: kind === "operator" ? operatorId || null : null,
          name: name.trim(),
          // The end of the chosen day (UTC): the key works through that whole day.
          expiresAt: expiresOn ? `${expiresOn}T23:59:59.999Z` : null,
        },
      }),
    success: ({ createApiKey: { apiKey } }) => [
      "Key issued",
      `${apiKey.prefix}… for ${apiKey.operatorId ?? "every operator"}`,
    ],
    after: ({ createApiKey: { apiKey, key } }) =>
      onIssued({
        key,
        prefix: apiKey.prefix,
        kind: apiKey.kind,
        operatorId: apiKey.operatorId ?? null,
        name: apiKey.name,
      }),
  });

  return (
    <form className="c-form" onSubmit={submit.handle}>
      <FormError title="The key was not issued" error={submit.error} />
      {fixedOperatorId ? (
        <div className="c-muted">
          Operator key for <strong className="c-mono">{fixedOperatorId}</strong>
        </div>
      ) : (
        <>
          <SelectField
            label="Kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value === "master" ? "master" : "operator")}
            options={[
              { value: "operator", label: "Operator key (gpk_) — one operator's scope" },
              { value: "master", label: "Master key (gpm_) — may act for any operator" },
            ]}
          />
          {kind === "operator" ? (
            <SelectField
              label="Operator"
              name="operatorId"
              required
              value={operatorId}
              onChange={(event) => setOperatorId(event.target.value)}
              options={[
                { value: "", label: "Choose an operator…" },
                ...operators.map((operator) => ({
                  value: operator.id,
                  label: `${operator.name} (${operator.id})${operator.status === "inactive" ? " — inactive" : ""}`,
                })),
              ]}
            />
          ) : (
            <Alert tone="warning" title="Master keys reach every operator">
              Give them only to provider systems, never to an operator.
            </Alert>
          )}
        </>
      )}
      <TextField
        label="Name"
        name="name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
        placeholder="Production catalog sync"
        hint="Who uses the key and where, so it can be recognised later."
      />
      <TextField
        label="Expires (optional)"
        name="expiresOn"
        type="date"
        value={expiresOn}
        onChange={(event) => setExpiresOn(event.target.value)}
        hint="Refused like a revoked key after this day ends (UTC). Leave empty for a key that does not expire."
        data-testid="issue-key-expires"
      />
      <div className="c-form-actions">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="primary" busy={submit.pending} data-testid="issue-key-submit">
          Issue key
        </Button>
      </div>
    </form>
  );
}
