import type { Metadata } from "next";
import Link from "next/link";
import { CertificationRunCases } from "@/app/console/(staff)/wallet/certify/certification-view";
import { backofficePageQuery } from "@/graphql/backoffice/backoffice-page-query";
import { graphql } from "@/graphql/generated/backoffice/client";
import { isAppError } from "@/lib/base/errors";
import { formatDateTime } from "@/lib/console/format";
import { Badge } from "@/lib/console/ui/badge";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState } from "@/lib/console/ui/states";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Table } from "@/lib/console/ui/table";
import { requireOperatorUserPage } from "@/lib/server/auth/operator-session";
import { INTEGRATION_CRUMBS, RoleRefused, unlessForbidden } from "@/app/backoffice/integration/integration-page";
import { RefreshWhileRunning } from "./refresh-while-running";
import { StartCertificationForm } from "./start-certification-form";
import { WalletSettingsCard } from "./wallet-settings-card";

// GET /backoffice/integration/wallet?run=<run id> — where the platform sends the operator's signed wallet
// callbacks (URL, secret rotation, timeout), the wallet certification runs and one run's report. Admins change the
// URL, rotate the secret and start runs; finance reads. Another operator's run id is this operator's 404.

export const metadata: Metadata = { title: "Wallet" };

const WalletQuery = graphql(`
  query BackofficeWallet {
    walletSettings {
      ...BackofficeWalletSettings
    }
    walletCertificationRuns(first: 20) {
      id
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

const RunQuery = graphql(`
  query BackofficeWalletCertificationRun($id: ID!) {
    walletCertificationRun(id: $id) {
      id
      walletUrl
      startedBy
      startedAt
      finishedAt
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
  }
`);

const PATH = "/backoffice/integration/wallet";

export default async function WalletPage({ searchParams }: { searchParams: Promise<{ run?: string }> }) {
  const user = await requireOperatorUserPage({ returnTo: PATH });
  const runId = (await searchParams).run;
  const data = await unlessForbidden(backofficePageQuery(user, WalletQuery, {}));
  if (!data) return <RoleRefused title="Wallet" />;
  let report = null;
  let reportMissing = false;
  if (runId) {
    try {
      report = (await backofficePageQuery(user, RunQuery, { id: runId })).walletCertificationRun;
    } catch (error) {
      if (!isAppError(error) || error.code !== "not_found") throw error;
      reportMissing = true;
    }
  }
  const canAct = user.role === "operator_admin";
  const settings = data.walletSettings;
  return (
    <>
      <PageHeader
        title="Wallet"
        description="The platform calls your wallet API with signed requests (balance, debit, credit, rollback). Set its address and signing secret here, and certify it before going live."
        breadcrumbs={INTEGRATION_CRUMBS}
      />
      <WalletSettingsCard settings={settings} canAct={canAct} />

      {report ? (
        <div style={{ marginTop: 16 }}>
          <Card testId="certification-report">
            <CardHeader
              title={
                <span className="c-row">
                  Report <Badge tone={toneOf(report.status)}>{report.status}</Badge>
                </span>
              }
              subtitle={
                <>
                  <span className="c-mono">{report.walletUrl}</span> · started {formatDateTime(report.startedAt)} by{" "}
                  {report.startedBy}
                </>
              }
              actions={<Link href={PATH}>Close report</Link>}
            />
            <CertificationRunCases run={report} />
            <RefreshWhileRunning running={report.status === "running"} />
          </Card>
        </div>
      ) : null}

      <div style={{ marginTop: 16 }}>
        <Card testId="certification-runs">
          <CardHeader
            title="Certification"
            subtitle="A run plays every case of the wallet contract against your wallet with a test player, then credits back what it took."
          />
          {reportMissing ? (
            <CardBody>
              <p className="c-field-error" data-testid="run-not-found">
                No certification run {runId} of your operator.
              </p>
            </CardBody>
          ) : null}
          {data.walletCertificationRuns.length === 0 ? (
            <EmptyState icon="certify" title="No certification run yet" />
          ) : (
            <Table caption="Certification runs" csv={false}>
              <thead>
                <tr>
                  <th>Started</th>
                  <th>Wallet URL</th>
                  <th>By</th>
                  <th className="c-cell-num">Cases</th>
                  <th>Status</th>
                  <th aria-label="Report" />
                </tr>
              </thead>
              <tbody>
                {data.walletCertificationRuns.map((run) => (
                  <tr key={run.id} data-testid="certification-run-row">
                    <td>{formatDateTime(run.startedAt)}</td>
                    <td className="c-mono">{run.walletUrl}</td>
                    <td className="c-mono">{run.startedBy}</td>
                    <td className="c-cell-num">
                      {run.completedCases} / {run.totalCases}
                    </td>
                    <td>
                      <Badge tone={toneOf(run.status)}>{run.status}</Badge>
                    </td>
                    <td>
                      <Link href={`${PATH}?run=${encodeURIComponent(run.id)}`} data-testid="open-report">
                        Report
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
          <CardBody>
            {canAct ? (
              <StartCertificationForm disabled={!settings.walletUrl || !settings.hasSecret} />
            ) : (
              <p className="c-muted">Your role reads runs and reports only; admins start runs.</p>
            )}
          </CardBody>
        </Card>
      </div>
    </>
  );
}
