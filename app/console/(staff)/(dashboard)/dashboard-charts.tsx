"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { DashboardRange } from "@/graphql/generated/client/graphql";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { LatencyChart } from "@/lib/console/ui/latency-chart";
import { RangePicker } from "@/lib/console/ui/range-picker";
import { QueryView } from "@/lib/console/ui/states";
import { TimeSeriesChart } from "@/lib/console/ui/time-series-chart";
import { useQuery } from "@/lib/console/use-graphql";

const DashboardSeriesQuery = graphql(`
  query ConsoleDashboardSeries($range: DashboardRange!) {
    dashboardSeries(range: $range) {
      range
      interval
      points {
        at
        callbacks
        errors
        p50LatencyMs
        p95LatencyMs
        sessions
        spins
      }
    }
  }
`);

/** The dashboard's charts over time; a quiet period is a flat line, and errors are drawn in the chart's calm colour. */
export function DashboardCharts() {
  const [range, setRange] = useState<DashboardRange>("last24h");
  const query = useQuery(DashboardSeriesQuery, { range }, { pollMs: 60_000 });
  return (
    <Card labelledBy="trends-title" testId="dashboard-trends">
      <CardHeader
        id="trends-title"
        title="Over time"
        subtitle="Every operator together, in UTC buckets"
        actions={<RangePicker value={range} onChange={setRange} />}
      />
      <CardBody>
        <QueryView query={query} rows={4}>
          {({ dashboardSeries }) => {
            const interval = dashboardSeries.interval;
            const points = dashboardSeries.points;
            const counts = (pick: (point: (typeof points)[number]) => number | null | undefined) =>
              points.map((point) => ({ at: point.at, count: pick(point) ?? 0 }));
            return (
              <div className="c-chart-grid">
                <div>
                  <h3 className="c-chart-title">Wallet callbacks</h3>
                  <TimeSeriesChart
                    points={counts((point) => point.callbacks)}
                    interval={interval}
                    countLabel="Calls"
                    caption="Wallet callbacks per bucket"
                    testId="chart-callbacks"
                  />
                </div>
                <div>
                  <h3 className="c-chart-title">Wallet latency</h3>
                  <LatencyChart
                    points={points}
                    interval={interval}
                    caption="Wallet latency p50 and p95 per bucket"
                    testId="chart-latency"
                  />
                </div>
                <div>
                  <h3 className="c-chart-title">Wallet errors</h3>
                  <TimeSeriesChart
                    points={counts((point) => point.errors)}
                    interval={interval}
                    countLabel="Failed calls and invalid signatures"
                    caption="Wallet errors per bucket"
                    testId="chart-errors"
                  />
                </div>
                <div>
                  <h3 className="c-chart-title">Sessions launched</h3>
                  <TimeSeriesChart
                    points={counts((point) => point.sessions)}
                    interval={interval}
                    countLabel="Sessions"
                    caption="Sessions launched per bucket"
                    testId="chart-sessions"
                  />
                </div>
                <div>
                  <h3 className="c-chart-title">Spins</h3>
                  <TimeSeriesChart
                    points={counts((point) => point.spins)}
                    interval={interval}
                    countLabel="Rounds"
                    caption="Spins per bucket"
                    testId="chart-spins"
                  />
                </div>
              </div>
            );
          }}
        </QueryView>
      </CardBody>
    </Card>
  );
}
