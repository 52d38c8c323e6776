"use client";

import Link from "next/link";
import { Fragment, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { AuditChainCard } from "./audit-chain-card";
import { auditDiff } from "./audit-diff";
import { campaignHref, promotionHref } from "@/lib/console/console-routes";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useQuery } from "@/lib/console/use-graphql";

const AuditLogQuery = graphql(`
  query ConsoleAuditLog($filter: AuditLogFilter, $first: Int, $after: String) {
    auditLog(filter: $filter, first: $first, after: $after) {
      items {
        id
        at
        actor
        action
        targetType
        targetId
        targetLabel
        before
        after
      }
      nextCursor
    }
  }
`);

const PAGE_SIZE = 40;

const TARGET_TYPES = [
  "operator",
  "api_key",
  "catalog",
  "game",
  "launch_session",
  "wallet_transaction",
  "wallet_alert",
  "staff_user",
  "free_rounds_campaign",
  "promotion",
  "exchange_rate",
];

/** Where a target lives in the console, when it has a page. */
function targetHref(type: string, id: string | null | undefined, label: string | null | undefined): string | null {
  if (!id) return null;
  if (type === "operator" || type === "catalog") return `/console/operators/${encodeURIComponent(id)}`;
  if (type === "game") return `/console/games/${encodeURIComponent(id)}`;
  if (type === "promotion") return promotionHref(id);
  // An exchange rate ("<CUR>/<REPORTING>/<YYYY-MM>") is entered, and its history kept, under the reports.
  if (type === "exchange_rate") return "/console/reports#exchange-rates";
  // A campaign is labelled "<operator>/<campaign id>" (operator ids have no slash; campaign ids may).
  if (type === "free_rounds_campaign" && label?.includes("/")) {
    const slash = label.indexOf("/");
    return campaignHref(label.slice(0, slash), label.slice(slash + 1));
  }
  return null;
}

function actorTone(actor: string): "primary" | "neutral" | "info" {
  if (actor.startsWith("console:")) return "primary";
  if (actor.startsWith("cli:")) return "info";
  return "neutral";
}

export function AuditView() {
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const pages = useCursorPages();
  const [filters, setFilter] = useFilters({ actor: "", action: "", targetType: "", targetId: "" }, pages);
  const { actor, action, targetType, targetId } = filters;
  const query = useQuery(AuditLogQuery, {
    filter: {
      actor: actor.trim() || null,
      action: action.trim() || null,
      targetType: targetType || null,
      targetId: targetId.trim() || null,
    },
    first: PAGE_SIZE,
    after: pages.after,
  });
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change by staff, the CLI or the system, newest first, with the record before and after."
      />
      <div className="c-stack">
        <AuditChainCard />
        <Card testId="audit-log">
          <FilterBar>
            <TextField
              label="Who"
              value={actor}
              onChange={(event) => setFilter("actor")(event.target.value)}
              placeholder="e.g. admin@demo.local"
            />
            <TextField
              label="Action"
              mono
              value={action}
              onChange={(event) => setFilter("action")(event.target.value)}
              placeholder="e.g. operator. or api_key.revoke"
            />
            <SelectField
              label="Target type"
              value={targetType}
              onChange={(event) => setFilter("targetType")(event.target.value)}
              options={[
                { value: "", label: "Any target" },
                ...TARGET_TYPES.map((type) => ({ value: type, label: type })),
              ]}
            />
            <TextField
              label="Target id"
              mono
              value={targetId}
              onChange={(event) => setFilter("targetId")(event.target.value)}
            />
          </FilterBar>
          <QueryView query={query} rows={10}>
            {({ auditLog }) =>
              auditLog.items.length === 0 ? (
                <EmptyState icon="audit" title="No entries" text="Nothing matches these filters." />
              ) : (
                <>
                  <Table caption="Audit log" testId="audit-table">
                    <thead>
                      <tr>
                        <th>When</th>
                        <th>Who</th>
                        <th>Action</th>
                        <th>Target</th>
                        <th>Change</th>
                        <ActionsHeader label="Details" />
                      </tr>
                    </thead>
                    <tbody>
                      {auditLog.items.map((entry) => {
                        const rows = auditDiff(entry.before, entry.after);
                        const changedCount = rows.filter((row) => row.changed).length;
                        const open = expanded.has(entry.id);
                        const href = targetHref(entry.targetType, entry.targetId, entry.targetLabel);
                        return (
                          <Fragment key={entry.id}>
                            <tr data-testid="audit-row" data-action={entry.action}>
                              <td>
                                <TimeText value={entry.at} />
                              </td>
                              <td>
                                <Badge tone={actorTone(entry.actor)} dot={false}>
                                  {entry.actor.split(":")[0]}
                                </Badge>{" "}
                                <span>{entry.actor.split(":").slice(1).join(":") || entry.actor}</span>
                              </td>
                              <td className="c-mono">{entry.action}</td>
                              <td data-testid="audit-target">
                                <span className="c-cell-sub">{entry.targetType}</span>
                                {href ? (
                                  <Link className="c-mono" href={href}>
                                    {entry.targetLabel ?? entry.targetId}
                                  </Link>
                                ) : (
                                  // A key's prefix or an account's email; the raw id stays on hover.
                                  <span className="c-mono c-truncate" title={entry.targetId ?? undefined}>
                                    {entry.targetLabel ?? entry.targetId ?? "—"}
                                  </span>
                                )}
                              </td>
                              <td className="c-muted">
                                {entry.before == null
                                  ? "created"
                                  : entry.after == null
                                    ? "removed"
                                    : `${changedCount} ${changedCount === 1 ? "field" : "fields"} changed`}
                              </td>
                              <td className="c-cell-actions">
                                <Button
                                  size="sm"
                                  variant="ghost"
                                  icon={open ? "close" : "eye"}
                                  aria-expanded={open}
                                  onClick={() => toggle(entry.id)}
                                >
                                  {open ? "Hide" : "Diff"}
                                </Button>
                              </td>
                            </tr>
                            {open ? (
                              <tr>
                                <td colSpan={6} style={{ background: "#fcfcfd" }}>
                                  <div className="c-diff" data-testid="audit-diff">
                                    <div className="c-diff-row c-diff-head">
                                      <span>Field</span>
                                      <span>Before</span>
                                      <span>After</span>
                                    </div>
                                    {rows.map((row) => (
                                      <div className="c-diff-row" key={row.field}>
                                        <span className="c-diff-key">{row.field}</span>
                                        <span className={row.changed ? "c-diff-before" : "c-diff-same"}>
                                          {row.before ?? "—"}
                                        </span>
                                        <span className={row.changed ? "c-diff-after" : "c-diff-same"}>
                                          {row.after ?? "—"}
                                        </span>
                                      </div>
                                    ))}
                                  </div>
                                </td>
                              </tr>
                            ) : null}
                          </Fragment>
                        );
                      })}
                    </tbody>
                  </Table>
                  <Pager
                    pages={pages}
                    nextCursor={auditLog.nextCursor}
                    shown={auditLog.items.length}
                    noun="entry"
                    plural="entries"
                  />
                </>
              )
            }
          </QueryView>
        </Card>
      </div>
    </>
  );
}
