"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { graphql } from "@/graphql/generated/client";
import { errorMessage } from "@/lib/console/graphql-client";
import { formatCount, formatCountOf, formatMs, formatPercent } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { stateLabel, toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button, ButtonLink } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Icon, type IconName } from "@/lib/console/ui/icons";
import { PageHeader } from "@/lib/console/ui/page-header";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { DashboardCharts } from "./dashboard-charts";

const DashboardQuery = graphql(`
  query ConsoleDashboard {
    dashboard {
      operators
      activeOperators
      games
      liveGames
      liveSessions
      sseSubscribers
      walletTransactionsNeedingAttention
      openWalletAlerts
      generatedAt
      walletCallbacks {
        windowHours
        total
        succeeded
        rejected
        invalidSignature
        failed
        successRate
        p50LatencyMs
        p95LatencyMs
      }
    }
    walletAlerts {
      id
      operatorId
      kind
      occurrences
      firstSeenAt
      lastSeenAt
      lastTransactionId
      lastDetail
    }
    operators {
      id
      name
      status
      defaultCurrency
      catalogSize
      activeKeyCount
    }
  }
`);

const AcknowledgeAlert = graphql(`
  mutation ConsoleAcknowledgeWalletAlert($id: ID!) {
    acknowledgeWalletAlert(id: $id) {
      id
      acknowledgedAt
    }
  }
`);

/** Live figures refresh in the background at this pace. */
const REFRESH_MS = 10_000;

function Stat({
  icon,
  label,
  value,
  hint,
  testId,
}: {
  icon: IconName;
  label: string;
  value: string;
  hint?: ReactNode;
  testId: string;
}) {
  return (
    <div className="c-card c-stat" data-testid={testId}>
      <div className="c-stat-label">
        <span className="c-stat-icon">
          <Icon name={icon} size={16} />
        </span>
        {label}
      </div>
      <div className="c-stat-value" data-testid={`${testId}-value`}>
        {value}
      </div>
      {hint ? <div className="c-stat-hint">{hint}</div> : null}
    </div>
  );
}

function meterClass(rate: number | null): string {
  if (rate === null || rate >= 0.98) return "c-meter";
  return rate >= 0.9 ? "c-meter c-meter-warn" : "c-meter c-meter-bad";
}

const ALERT_TEXTS: Record<string, string> = {
  invalid_signature: "The operator's wallet rejects our signature: its copy of the signing secret differs from ours.",
};

export function DashboardView() {
  const query = useQuery(DashboardQuery, {}, { pollMs: REFRESH_MS });
  const acknowledge = useMutation(AcknowledgeAlert);
  const canEdit = useCanEdit();
  const toast = useToast();

  return (
    <>
      <PageHeader
        title="Dashboard"
        description="What is live right now and how operator wallets have been answering."
        actions={
          <Button icon="refresh" onClick={() => void query.refetch()} busy={query.loading && query.data !== undefined}>
            Refresh
          </Button>
        }
      />
      <QueryView query={query} rows={6}>
        {({ dashboard, walletAlerts, operators }) => {
          const callbacks = dashboard.walletCallbacks;
          return (
            <div className="c-stack">
              <div className="c-grid c-grid-4">
                <Stat
                  icon="operators"
                  label="Operators"
                  value={formatCount(dashboard.activeOperators)}
                  hint={`active of ${formatCountOf(dashboard.operators, "operator")} · ${formatCount(dashboard.liveGames)} of ${formatCountOf(dashboard.games, "game")} live`}
                  testId="stat-operators"
                />
                <Stat
                  icon="sessions"
                  label="Live sessions"
                  value={formatCount(dashboard.liveSessions)}
                  hint="neither expired nor ended"
                  testId="stat-sessions"
                />
                <Stat
                  icon="signal"
                  label="Open game pages"
                  value={formatCount(dashboard.sseSubscribers)}
                  hint="balance-refresh streams (SSE) across instances"
                  testId="stat-subscribers"
                />
                <div className="c-card c-stat" data-testid="stat-wallet">
                  <div className="c-stat-label">
                    <span className="c-stat-icon">
                      <Icon name="wallet" size={16} />
                    </span>
                    Wallet success rate
                  </div>
                  <div className="c-stat-value">{formatPercent(callbacks.successRate)}</div>
                  <div className={meterClass(callbacks.successRate ?? null)} aria-hidden="true">
                    <span style={{ width: `${(callbacks.successRate ?? 0) * 100}%` }} />
                  </div>
                  <div className="c-stat-hint">
                    {formatCountOf(callbacks.total, "call")} · last {callbacks.windowHours} h
                  </div>
                </div>
              </div>

              <div className="c-grid c-grid-sidebar">
                <Card labelledBy="callbacks-title">
                  <CardHeader
                    id="callbacks-title"
                    title="Wallet callbacks"
                    subtitle={`Every signed call to operator wallets over the last ${formatCountOf(callbacks.windowHours, "hour")}`}
                    actions={
                      <ButtonLink href="/console/wallet" size="sm" icon="chevronRight">
                        Deliveries
                      </ButtonLink>
                    }
                  />
                  <CardBody>
                    <div className="c-grid c-grid-3">
                      <Figure
                        label="Succeeded"
                        value={formatCount(callbacks.succeeded)}
                        tone={toneWhenAny(callbacks.succeeded, "success")}
                        testId="figure-succeeded"
                      />
                      <Figure
                        label="Rejected (400)"
                        value={formatCount(callbacks.rejected)}
                        tone={toneWhenAny(callbacks.rejected, "warning")}
                        testId="figure-rejected"
                      />
                      <Figure
                        label="Invalid signature"
                        value={formatCount(callbacks.invalidSignature)}
                        tone={toneWhenAny(callbacks.invalidSignature, "danger")}
                        testId="figure-invalid-signature"
                      />
                      <Figure
                        label="Failed (timeout, 5xx)"
                        value={formatCount(callbacks.failed)}
                        tone={toneWhenAny(callbacks.failed, "danger")}
                        testId="figure-failed"
                      />
                      <Figure
                        label="Latency p50"
                        value={formatMs(callbacks.p50LatencyMs)}
                        testId="figure-latency-p50"
                      />
                      <Figure
                        label="Latency p95"
                        value={formatMs(callbacks.p95LatencyMs)}
                        testId="figure-latency-p95"
                      />
                    </div>
                  </CardBody>
                </Card>
                <Card labelledBy="attention-title">
                  <CardHeader id="attention-title" title="Needs attention" />
                  <CardBody>
                    <dl className="c-kv">
                      <dt>Transactions that gave up</dt>
                      <dd>
                        <Link href="/console/wallet?state=gave_up" data-testid="attention-transactions">
                          {formatCount(dashboard.walletTransactionsNeedingAttention)}
                        </Link>
                      </dd>
                      <dt>Open wallet alerts</dt>
                      <dd>{formatCount(dashboard.openWalletAlerts)}</dd>
                      <dt>Updated</dt>
                      <dd>
                        <TimeText value={dashboard.generatedAt} />
                      </dd>
                    </dl>
                  </CardBody>
                </Card>
              </div>

              <DashboardCharts />

              <Card labelledBy="alerts-title" testId="alerts">
                <CardHeader
                  id="alerts-title"
                  title="Wallet alerts"
                  subtitle="Operator-level problems, e.g. a wallet that rejects our signature. They are never retried automatically."
                />
                {walletAlerts.length === 0 ? (
                  <EmptyState
                    icon="check"
                    title="No open alerts"
                    text="Every operator wallet accepts our signed callbacks."
                  />
                ) : (
                  <Table caption="Open wallet alerts">
                    <thead>
                      <tr>
                        <th>Alert</th>
                        <th>Operator</th>
                        <th className="c-cell-num">Occurrences</th>
                        <th>Last seen</th>
                        <ActionsHeader />
                      </tr>
                    </thead>
                    <tbody>
                      {walletAlerts.map((alert) => (
                        <tr key={alert.id}>
                          <td>
                            <Badge tone={toneOf(alert.kind)}>{stateLabel(alert.kind)}</Badge>
                            <span className="c-cell-sub" style={{ marginTop: 4 }}>
                              {ALERT_TEXTS[alert.kind] ?? alert.lastDetail ?? ""}
                            </span>
                          </td>
                          <td>
                            <Link href={`/console/operators/${encodeURIComponent(alert.operatorId)}`}>
                              {alert.operatorId}
                            </Link>
                          </td>
                          <td className="c-cell-num">{formatCount(alert.occurrences)}</td>
                          <td>
                            <TimeText value={alert.lastSeenAt} />
                          </td>
                          <td className="c-cell-actions">
                            <Button
                              size="sm"
                              icon="check"
                              disabled={!canEdit}
                              title={canEdit ? undefined : VIEWER_HINT}
                              onClick={async () => {
                                try {
                                  await acknowledge.mutate({ id: alert.id });
                                  toast.success(
                                    "Alert acknowledged",
                                    `${stateLabel(alert.kind)} for ${alert.operatorId}`,
                                  );
                                  await query.refetch();
                                } catch (error) {
                                  toast.error("Could not acknowledge the alert", errorMessage(error));
                                }
                              }}
                            >
                              Acknowledge
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </Card>

              <Card labelledBy="operators-title">
                <CardHeader
                  id="operators-title"
                  title="Operators"
                  actions={
                    <ButtonLink href="/console/operators" size="sm" icon="chevronRight">
                      All operators
                    </ButtonLink>
                  }
                />
                {operators.length === 0 ? (
                  <EmptyState
                    icon="operators"
                    title="No operators yet"
                    text="Create the first operator to start an integration."
                    action={
                      <ButtonLink href="/console/operators" variant="primary" icon="plus">
                        Create operator
                      </ButtonLink>
                    }
                  />
                ) : (
                  <Table caption="Operators">
                    <thead>
                      <tr>
                        <th>Operator</th>
                        <th>Status</th>
                        <th>Currency</th>
                        <th className="c-cell-num">Games</th>
                        <th className="c-cell-num">Live keys</th>
                      </tr>
                    </thead>
                    <tbody>
                      {operators.map((operator) => (
                        <tr key={operator.id}>
                          <td>
                            <Link
                              className="c-cell-title"
                              href={`/console/operators/${encodeURIComponent(operator.id)}`}
                            >
                              {operator.name}
                            </Link>
                            <span className="c-cell-sub c-mono">{operator.id}</span>
                          </td>
                          <td>
                            <Badge tone={toneOf(operator.status)}>{operator.status}</Badge>
                          </td>
                          <td>{operator.defaultCurrency ?? <span className="c-faint">USD (default)</span>}</td>
                          <td className="c-cell-num">{formatCount(operator.catalogSize)}</td>
                          <td className="c-cell-num">{formatCount(operator.activeKeyCount)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                )}
              </Card>
            </div>
          );
        }}
      </QueryView>
    </>
  );
}

type FigureTone = "success" | "warning" | "danger";

/** A count is coloured only when there is something to see: zero failures is no alarm, zero successes no praise. */
function toneWhenAny(count: number, tone: FigureTone): FigureTone | undefined {
  return count > 0 ? tone : undefined;
}

function Figure({ label, value, tone, testId }: { label: string; value: string; tone?: FigureTone; testId: string }) {
  const color =
    tone === "success"
      ? "var(--c-success)"
      : tone === "warning"
        ? "var(--c-warning)"
        : tone === "danger"
          ? "var(--c-danger)"
          : undefined;
  return (
    <div data-testid={testId} data-tone={tone ?? "neutral"}>
      <div className="c-small c-muted">{label}</div>
      <div style={{ fontSize: 20, fontWeight: 650, color, fontVariantNumeric: "tabular-nums" }}>{value}</div>
    </div>
  );
}
