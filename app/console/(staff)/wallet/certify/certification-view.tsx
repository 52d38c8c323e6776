"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FormCard } from "@/lib/console/ui/form-card";
import { Icon } from "@/lib/console/ui/icons";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import type {
  ConsoleCertificationRunCasesFragment,
  ConsoleCertificationRunQuery,
} from "@/graphql/generated/client/graphql";
import { useMutation, useQuery, type QueryResult } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { formatCountOf } from "@/lib/console/format";
import "./certification.css";

const CertificationOptionsQuery = graphql(`
  query ConsoleCertificationOptions {
    operators {
      id
      name
      status
      defaultCurrency
      walletBaseUrl
      hasWalletSecret
    }
    walletCertificationRuns(first: 15) {
      id
      operatorId
      walletUrl
      startedBy
      status
      completedCases
      totalCases
      startedAt
      finishedAt
    }
  }
`);

const CertificationRunQuery = graphql(`
  query ConsoleCertificationRun($id: ID!) {
    walletCertificationRun(id: $id) {
      id
      operatorId
      walletUrl
      startedBy
      status
      completedCases
      totalCases
      startedAt
      finishedAt
      ...ConsoleCertificationRunCases
    }
  }
`);

/** What CertificationRunCases shows; the back office's run report spreads a fragment of the same fields. */
export const CertificationRunCasesFields = graphql(`
  fragment ConsoleCertificationRunCases on WalletCertificationRun {
    status
    completedCases
    totalCases
    cases {
      id
      title
      status
      detail
    }
    cleanup {
      done
      detail
    }
  }
`);

const StartCertification = graphql(`
  mutation ConsoleStartWalletCertification($input: StartWalletCertificationInput!) {
    startWalletCertification(input: $input) {
      id
      status
    }
  }
`);

/** A running suite is polled this often for live progress. */
const PROGRESS_POLL_MS = 1000;

export function CertificationView({
  initialOperatorId,
  initialRunId,
}: {
  initialOperatorId: string;
  initialRunId: string;
}) {
  const router = useRouter();
  const options = useQuery(CertificationOptionsQuery, {});
  const [runId, setRunId] = useState(initialRunId);
  // The selected run is read by one polled query: the report and its entry in "Recent runs" show the same figures.
  const report = useQuery(
    CertificationRunQuery,
    { id: runId },
    { pollMs: PROGRESS_POLL_MS, pollWhile: (data) => data.walletCertificationRun.status === "running", skip: !runId },
  );
  const reportedRun = report.data?.walletCertificationRun.id === runId ? report.data.walletCertificationRun : undefined;
  const finished = reportedRun !== undefined && reportedRun.status !== "running";
  const refetchRuns = options.refetch;

  // Once the run has finished, polling stops and the run list is refreshed to show the verdict there too.
  useEffect(() => {
    if (finished) void refetchRuns();
  }, [finished, refetchRuns]);

  function showRun(id: string) {
    setRunId(id);
    router.replace(`/console/wallet/certify?run=${encodeURIComponent(id)}`);
  }

  return (
    <>
      <PageHeader
        breadcrumbs={[{ href: "/console/wallet", label: "Wallet" }]}
        title="Wallet certification"
        description="Runs the conformance suite against an operator's wallet with its signing secret: signatures, idempotency, refusals, rollbacks. Each case is reported as it finishes."
      />
      <QueryView query={options} rows={5}>
        {(data) => (
          <div className="c-grid c-grid-sidebar">
            <div className="c-stack">
              <StartForm
                operators={data.operators}
                initialOperatorId={initialOperatorId}
                onStarted={async (id) => {
                  showRun(id);
                  await options.refetch();
                }}
              />
              {runId ? (
                <RunReport query={reportedRun ? report : { ...report, data: undefined }} />
              ) : (
                <Card>
                  <EmptyState
                    icon="certify"
                    title="No run selected"
                    text="Start a run, or open an earlier one from the list."
                  />
                </Card>
              )}
            </div>
            <Card labelledBy="runs-title" testId="certification-runs">
              <CardHeader id="runs-title" title="Recent runs" />
              {data.walletCertificationRuns.length === 0 ? (
                <EmptyState icon="clock" title="No runs yet" />
              ) : (
                <ul className="c-pick-list">
                  {data.walletCertificationRuns.map((listed) => {
                    const run = reportedRun?.id === listed.id ? reportedRun : listed;
                    return (
                      <li key={run.id}>
                        <button
                          type="button"
                          onClick={() => showRun(run.id)}
                          aria-current={run.id === runId ? "true" : undefined}
                          className="c-pick"
                        >
                          <span>
                            <span className="c-cell-title">{run.operatorId ?? "—"}</span>
                            <span className="c-cell-sub">
                              <TimeText value={run.startedAt} /> · {run.completedCases}/
                              {formatCountOf(run.totalCases, "case")}
                            </span>
                          </span>
                          <Badge tone={toneOf(run.status)}>{run.status}</Badge>
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Card>
          </div>
        )}
      </QueryView>
    </>
  );
}

interface OperatorOption {
  id: string;
  name: string;
  status: string;
  defaultCurrency?: string | null;
  walletBaseUrl?: string | null;
  hasWalletSecret: boolean;
}

function StartForm({
  operators,
  initialOperatorId,
  onStarted,
}: {
  operators: OperatorOption[];
  initialOperatorId: string;
  onStarted: (runId: string) => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const start = useMutation(StartCertification);
  const [operatorId, setOperatorId] = useState(initialOperatorId || operators[0]?.id || "");
  const [playerId, setPlayerId] = useState("");
  const [currency, setCurrency] = useState("");
  const [amount, setAmount] = useState("");
  const operator = operators.find((candidate) => candidate.id === operatorId);
  const configured = Boolean(operator?.walletBaseUrl && operator.hasWalletSecret);
  const submit = useSubmit({
    action: () =>
      start.mutate({
        input: {
          operatorId,
          playerId: playerId.trim(),
          currency: currency.trim() ? currency.trim().toUpperCase() : null,
          amount: amount.trim() || null,
        },
      }),
    success: () => ["Certification started", `${operatorId} · player ${playerId.trim()}`],
    after: (result) => onStarted(result.startWalletCertification.id),
    failureToast: "The run did not start",
  });

  return (
    <FormCard
      id="start-title"
      title="Run the suite"
      subtitle="Use a dedicated, funded test player: the run debits and credits it, then credits back what it took."
      testId="certification-start"
      submit={submit}
      errorTitle="Not started"
      locked={!canEdit}
      below={
        operator ? (
          <div className="c-small c-muted">
            Wallet: <span className="c-mono">{operator.walletBaseUrl ?? "not configured"}</span>
            {!configured ? " — set a wallet base URL and signing secret on the operator first." : null}
          </div>
        ) : null
      }
      footer={
        <div className="c-card-footer">
          <Button
            type="submit"
            variant="primary"
            icon="play"
            busy={submit.pending}
            disabled={!canEdit || !operatorId || !playerId.trim()}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="start-certification"
          >
            Start certification
          </Button>
        </div>
      }
    >
      <div className="c-form-grid">
        <SelectField
          label="Operator"
          name="operatorId"
          value={operatorId}
          onChange={(event) => setOperatorId(event.target.value)}
          options={operators.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${candidate.id})`,
          }))}
          data-testid="certify-operator"
        />
        <TextField
          label="Test player id"
          name="playerId"
          required
          mono
          value={playerId}
          onChange={(event) => setPlayerId(event.target.value)}
          placeholder="player_id in the operator's wallet"
        />
        <TextField
          label="Currency"
          name="currency"
          maxLength={3}
          value={currency}
          onChange={(event) => setCurrency(event.target.value)}
          placeholder={operator?.defaultCurrency ?? "USD"}
          hint="Default: the operator's currency."
        />
        <TextField
          label="Amount per call"
          name="amount"
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          placeholder="1.00"
          hint="Decimal text; default one major unit."
        />
      </div>
    </FormCard>
  );
}

function RunReport({ query }: { query: QueryResult<ConsoleCertificationRunQuery> }) {
  return (
    <Card labelledBy="report-title" testId="certification-report">
      <QueryView query={query} rows={6}>
        {({ walletCertificationRun: run }) => {
          return (
            <>
              <CardHeader
                id="report-title"
                title={
                  <span className="c-row">
                    Report <Badge tone={toneOf(run.status)}>{run.status}</Badge>
                  </span>
                }
                subtitle={
                  <>
                    {run.operatorId} · <span className="c-mono">{run.walletUrl}</span> · started{" "}
                    <TimeText value={run.startedAt} /> by {run.startedBy}
                  </>
                }
              />
              <CertificationRunCases run={run} />
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}

/** A run's report: progress, each case with its evidence, and the clean-up; the back office shows it too. */
export function CertificationRunCases({ run }: { run: ConsoleCertificationRunCasesFragment }) {
  const percent = run.totalCases ? Math.round((run.completedCases / run.totalCases) * 100) : 0;
  const progressClass =
    run.status === "passed"
      ? " c-progress-done"
      : run.status === "failed" || run.status === "error"
        ? " c-progress-failed"
        : "";
  return (
    <>
      <div style={{ padding: "16px 20px 6px" }}>
        <div className="c-row" style={{ justifyContent: "space-between", marginBottom: 8 }}>
          <span className="c-muted" aria-live="polite" data-testid="certification-progress" data-status={run.status}>
            {run.completedCases} of {formatCountOf(run.totalCases, "case")} finished
          </span>
          <strong>{percent}%</strong>
        </div>
        <div
          className={`c-progress${progressClass}`}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={run.totalCases}
          aria-valuenow={run.completedCases}
          aria-label="Cases finished"
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="c-case-list" style={{ marginTop: 10 }}>
        {run.cases.map((testCase) => (
          <li
            key={testCase.id}
            className={`c-case c-case-${testCase.status}`}
            data-testid="certification-case"
            data-status={testCase.status}
          >
            <span className="c-case-icon" aria-hidden="true">
              {testCase.status === "pending" ? (
                run.status === "running" ? (
                  <span className="c-spinner" style={{ width: 12, height: 12 }} />
                ) : (
                  <Icon name="clock" size={14} />
                )
              ) : (
                <Icon name={testCase.status === "passed" ? "check" : "close"} size={14} />
              )}
            </span>
            <div>
              <strong>{testCase.title}</strong>
              {testCase.detail ? <p className="c-case-detail">{testCase.detail}</p> : null}
            </div>
            <Badge tone={testCase.status === "pending" ? "neutral" : toneOf(testCase.status)}>{testCase.status}</Badge>
          </li>
        ))}
      </ol>
      {run.cleanup ? (
        <div style={{ padding: "0 20px 18px" }}>
          <Alert
            tone={run.cleanup.done ? "success" : "warning"}
            title={run.cleanup.done ? "Test player restored" : "Clean-up incomplete"}
          >
            {run.cleanup.detail}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
