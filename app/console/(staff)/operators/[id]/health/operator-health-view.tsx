"use client";

import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { DashboardRange } from "@/graphql/generated/client/graphql";
import { formatCount, formatCountOf, formatPercent } from "@/lib/console/format";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { LatencyChart } from "@/lib/console/ui/latency-chart";
import { PageHeader } from "@/lib/console/ui/page-header";
import { RangePicker } from "@/lib/console/ui/range-picker";
import { QueryView } from "@/lib/console/ui/states";
import { TimeSeriesChart } from "@/lib/console/ui/time-series-chart";
import { useQuery } from "@/lib/console/use-graphql";

const OperatorHealthQuery = graphql(`
  query ConsoleOperatorHealth($operatorId: ID!, $range: DashboardRange!) {
    operatorHealth(operatorId: $operatorId, range: $range) {
      operatorId
      pendingDeliveries
      gaveUpDeliveries
      series {
        interval
        points {
          at
          callbacks
          errors
          errorRate
          p50LatencyMs
          p95LatencyMs
        }
      }
    }
  }
`);

/** Error rates are charted in tenths of a percent: the chart draws counts, and 0.1 % steps keep them whole. */
const PER_MILLE = 1000;

export function OperatorHealthView({ operatorId }: { operatorId: string }) {
  const [range, setRange] = useState<DashboardRange>("last24h");
  const query = useQuery(OperatorHealthQuery, { operatorId, range }, { pollMs: 60_000 });
  const operatorHref = `/console/operators/${encodeURIComponent(operatorId)}`;
  return (
    <>
      <PageHeader
        breadcrumbs={[
          { href: "/console/operators", label: "Operators" },
          { href: operatorHref, label: operatorId },
        ]}
        title="Wallet health"
        description={
          <>
            How the wallet of <span className="c-mono">{operatorId}</span> has been answering, and what it still owes an
            answer for.
          </>
        }
        actions={<RangePicker value={range} onChange={setRange} />}
      />
      <QueryView query={query} rows={6}>
        {({ operatorHealth }) => {
          const { series } = operatorHealth;
          const finished = series.points.reduce((sum, point) => sum + point.callbacks, 0);
          const errors = series.points.reduce((sum, point) => sum + point.errors, 0);
          return (
            <div className="c-stack">
              <div className="c-grid c-grid-3">
                <div className="c-card c-stat" data-testid="health-pending">
                  <div className="c-stat-label">Pending deliveries</div>
                  <div className="c-stat-value">
                    <Link href={`/console/wallet?${new URLSearchParams({ state: "pending", operator: operatorId })}`}>
                      {formatCount(operatorHealth.pendingDeliveries)}
                    </Link>
                  </div>
                  <div className="c-stat-hint">not acknowledged yet; retried in the background</div>
                </div>
                <div className="c-card c-stat" data-testid="health-gave-up">
                  <div className="c-stat-label">Given up</div>
                  <div className="c-stat-value">
                    <Link href={`/console/wallet?${new URLSearchParams({ state: "gave_up", operator: operatorId })}`}>
                      {formatCount(operatorHealth.gaveUpDeliveries)}
                    </Link>
                  </div>
                  <div className="c-stat-hint">credits and rollbacks awaiting manual resolution</div>
                </div>
                <div className="c-card c-stat" data-testid="health-error-rate">
                  <div className="c-stat-label">Error rate over the range</div>
                  <div className="c-stat-value">{finished === 0 ? "—" : formatPercent(errors / finished)}</div>
                  <div className="c-stat-hint">
                    {formatCountOf(errors, "error")} in {formatCountOf(finished, "call")}
                  </div>
                </div>
              </div>
              <Card labelledBy="health-charts-title">
                <CardHeader id="health-charts-title" title="Over time" subtitle="UTC buckets" />
                <CardBody>
                  <div className="c-chart-grid">
                    <div>
                      <h3 className="c-chart-title">Latency</h3>
                      <LatencyChart
                        points={series.points}
                        interval={series.interval}
                        caption={`Wallet latency of ${operatorId}`}
                        testId="health-latency"
                      />
                    </div>
                    <div>
                      <h3 className="c-chart-title">Error rate (‰ of calls)</h3>
                      <TimeSeriesChart
                        points={series.points.map((point) => ({
                          at: point.at,
                          count: Math.round((point.errorRate ?? 0) * PER_MILLE),
                        }))}
                        interval={series.interval}
                        countLabel="Errors per 1,000 calls"
                        caption={`Wallet error rate of ${operatorId}`}
                        testId="health-error-rate-chart"
                      />
                    </div>
                    <div>
                      <h3 className="c-chart-title">Calls</h3>
                      <TimeSeriesChart
                        points={series.points.map((point) => ({ at: point.at, count: point.callbacks }))}
                        interval={series.interval}
                        countLabel="Calls"
                        caption={`Wallet calls of ${operatorId}`}
                        testId="health-calls"
                      />
                    </div>
                  </div>
                </CardBody>
              </Card>
            </div>
          );
        }}
      </QueryView>
    </>
  );
}
