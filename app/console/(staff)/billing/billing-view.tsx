"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type {
  ConsoleMonthlyStatementQuery,
  ConsoleRevenueSharesQuery,
  FreeRoundsCostTreatment,
  PromotionCostTreatment,
} from "@/graphql/generated/client/graphql";
import { formatDateTime } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardFooter, CardHeader } from "@/lib/console/ui/card";
import { CopyButton } from "@/lib/console/ui/copy-button";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { FormCard } from "@/lib/console/ui/form-card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { Alert, EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { enumValues } from "@/lib/console/enum-values";
import {
  PROMOTION_TREATMENT_LABEL,
  STATEMENT_FIGURES,
  TREATMENT_LABEL,
  lineFigure,
  shareSummary,
} from "./billing-statement-figures";
import { ExcludedTestRoundsLine } from "@/app/console/(staff)/reports/excluded-test-rounds";
import "./billing.css";

const BillingOperatorsQuery = graphql(`
  query ConsoleBillingOperators {
    operators {
      id
      name
    }
  }
`);

const MonthlyStatementQuery = graphql(`
  query ConsoleMonthlyStatement($operatorId: ID!, $month: String!, $reportingCurrency: String) {
    monthlyStatement(operatorId: $operatorId, month: $month, reportingCurrency: $reportingCurrency) {
      operatorId
      operatorName
      month
      revenueShare {
        id
        ...ShareFigures
      }
      lines {
        ...StatementLineFigures
      }
      excludedTestRounds {
        ...ExcludedTestRoundsFigures
      }
      contentHash
      csvPath
      printPath
      conversion {
        reportingCurrency
        label
        ggr
        amountDue
        complete
        missingCurrencies
        lines {
          currency
          rate
          ggr
          amountDue
        }
      }
    }
  }
`);

const RevenueSharesQuery = graphql(`
  query ConsoleRevenueShares($operatorId: ID!) {
    revenueShares(operatorId: $operatorId) {
      id
      ...ShareFigures
      createdBy
      createdAt
    }
  }
`);

const SetRevenueShare = graphql(`
  mutation ConsoleSetRevenueShare($input: SetRevenueShareInput!) {
    setRevenueShare(input: $input) {
      id
      ...ShareFigures
    }
  }
`);

type Statement = ConsoleMonthlyStatementQuery["monthlyStatement"];
type Share = ConsoleRevenueSharesQuery["revenueShares"][number];

/** The last whole month in UTC, YYYY-MM: the month usually billed. */
function lastMonthUtc(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

export function BillingView({ initialOperatorId, initialMonth }: { initialOperatorId: string; initialMonth: string }) {
  const operators = useQuery(BillingOperatorsQuery, {});
  const [picked, setPicked] = useState(initialOperatorId);
  const [month, setMonth] = useState(initialMonth || lastMonthUtc);
  const [reportingCurrency, setReportingCurrency] = useState("");
  const operatorId = picked || operators.data?.operators[0]?.id || "";
  const converting = /^[A-Za-z]{3}$/.test(reportingCurrency) ? reportingCurrency.toUpperCase() : null;
  const statement = useQuery(
    MonthlyStatementQuery,
    { operatorId, month, reportingCurrency: converting },
    { skip: !operatorId || !month },
  );
  const shares = useQuery(RevenueSharesQuery, { operatorId }, { skip: !operatorId });
  const reload = async () => {
    await Promise.all([statement.refetch(), shares.refetch()]);
  };

  return (
    <>
      <PageHeader
        title="Billing"
        description="Each operator pays a share of the GGR (bets − wins − jackpot contributions) its players generate. Pick an operator and a month (UTC) for its statement, one line per currency, from the hourly revenue rollups; set the revenue share from a month on."
      />
      <Card testId="billing-statement">
        <FilterBar>
          <SelectField
            label="Operator"
            value={operatorId}
            onChange={(event) => setPicked(event.target.value)}
            options={(operators.data?.operators ?? []).map((operator) => ({
              value: operator.id,
              label: operator.name,
            }))}
            data-testid="billing-operator"
          />
          <TextField
            label="Month (UTC)"
            type="month"
            value={month}
            max={new Date().toISOString().slice(0, 7)}
            onChange={(event) => setMonth(event.target.value)}
            data-testid="billing-month"
          />
          <TextField
            label="Reporting currency"
            placeholder="None"
            title="Also convert the statement at the monthly rates entered under Reports"
            maxLength={3}
            mono
            value={reportingCurrency}
            onChange={(event) => setReportingCurrency(event.target.value)}
            data-testid="billing-reporting-currency"
          />
        </FilterBar>
        {operatorId && month ? (
          <QueryView query={statement} rows={6}>
            {({ monthlyStatement }) => (
              <>
                <StatementTable statement={monthlyStatement} />
                {monthlyStatement.conversion ? <ConvertedStatement conversion={monthlyStatement.conversion} /> : null}
              </>
            )}
          </QueryView>
        ) : null}
      </Card>
      {operatorId ? (
        <div className="c-billing-grid">
          <SetShareForm key={`${operatorId}-${month}`} operatorId={operatorId} month={month} onSaved={reload} />
          <Card testId="revenue-share-history">
            <CardHeader
              title="Revenue-share history"
              subtitle="Latest effective month first. A month uses the latest share effective on or before it."
            />
            <QueryView query={shares} rows={3}>
              {({ revenueShares }) => (
                <ShareHistory shares={revenueShares} inEffectId={statement.data?.monthlyStatement.revenueShare?.id} />
              )}
            </QueryView>
          </Card>
        </div>
      ) : null}
    </>
  );
}

function StatementTable({ statement }: { statement: Statement }) {
  return (
    <>
      <CardHeader
        title={`${statement.operatorName} · ${statement.month}`}
        subtitle={
          <span className="c-stack" style={{ gap: 4 }}>
            <span data-testid="billing-share">{shareSummary(statement.revenueShare)}</span>
            <span className="c-row" style={{ gap: 8 }}>
              <span>content_hash</span>
              <span className="c-mono c-truncate" data-testid="billing-hash" title={statement.contentHash}>
                {statement.contentHash}
              </span>
              <CopyButton value={statement.contentHash} label="Copy hash" />
            </span>
          </span>
        }
        actions={
          <span className="c-row" style={{ gap: 8 }}>
            <a
              className="c-button c-button-secondary c-button-sm"
              href={statement.csvPath}
              download
              data-testid="billing-download"
            >
              Download CSV
            </a>
            <a
              className="c-button c-button-secondary c-button-sm"
              href={statement.printPath}
              target="_blank"
              rel="noopener"
              data-testid="billing-print"
            >
              Printable page
            </a>
          </span>
        }
      />
      {statement.lines.length === 0 ? (
        <EmptyState
          icon="wallet"
          title="No rounds this month"
          text="The hourly revenue rollups hold nothing for this operator in this month."
        />
      ) : (
        <Table caption="Monthly statement: one column per currency" testId="billing-table">
          <thead>
            <tr>
              <th>Figure</th>
              {statement.lines.map((line) => (
                <th key={line.currency} className="c-cell-num c-mono">
                  {line.currency}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {STATEMENT_FIGURES.map((figure) => (
              <tr
                key={figure.key}
                data-testid={`billing-row-${figure.key}`}
                className={figure.key === "amountDue" ? "c-billing-total" : undefined}
              >
                <th scope="row" title={figure.hint}>
                  {figure.label}
                </th>
                {statement.lines.map((line) => (
                  <td key={line.currency} className="c-cell-num c-mono" data-currency={line.currency}>
                    {lineFigure(line, figure.key, statement.revenueShare)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div style={{ paddingTop: 12 }}>
        <ExcludedTestRoundsLine rows={statement.excludedTestRounds} />
      </div>
    </>
  );
}

function ConvertedStatement({ conversion }: { conversion: NonNullable<Statement["conversion"]> }) {
  const unit = conversion.reportingCurrency;
  return (
    <div data-testid="billing-conversion">
      <CardHeader
        title={`In ${unit}, ${conversion.label}`}
        subtitle="Each currency at the month's rate; the statement above stays in its currencies."
      />
      {conversion.complete ? null : (
        <div style={{ padding: "0 16px 12px" }}>
          <Alert tone="warning" title="Converted total incomplete">
            No rate to {unit} for {conversion.missingCurrencies.join(", ")} in this month: left out of the total.
          </Alert>
        </div>
      )}
      <Table caption={`Statement converted to ${unit}`} testId="billing-conversion-table">
        <thead>
          <tr>
            <th>Currency</th>
            <th className="c-cell-num">Rate</th>
            <th className="c-cell-num">GGR in {unit}</th>
            <th className="c-cell-num">Amount due in {unit}</th>
          </tr>
        </thead>
        <tbody>
          {conversion.lines.map((line) => (
            <tr key={line.currency}>
              <td className="c-mono">{line.currency}</td>
              <td className="c-cell-num c-mono">{line.rate ?? "no rate"}</td>
              <td className="c-cell-num c-mono">{line.ggr ?? "—"}</td>
              <td className="c-cell-num c-mono">{line.amountDue ?? "—"}</td>
            </tr>
          ))}
          <tr className="c-billing-total" data-testid="billing-conversion-total">
            <td>All currencies{conversion.complete ? "" : " (incomplete)"}</td>
            <td />
            <td className="c-cell-num c-mono">{conversion.ggr}</td>
            <td className="c-cell-num c-mono">{conversion.amountDue ?? "no share set"}</td>
          </tr>
        </tbody>
      </Table>
    </div>
  );
}

function SetShareForm({
  operatorId,
  month,
  onSaved,
}: {
  operatorId: string;
  month: string;
  onSaved: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const setShare = useMutation(SetRevenueShare);
  const [effectiveFrom, setEffectiveFrom] = useState(month);
  const [percent, setPercent] = useState("");
  const [treatment, setTreatment] = useState<FreeRoundsCostTreatment>("deducted");
  const [promotionTreatment, setPromotionTreatment] = useState<PromotionCostTreatment>("deducted");
  const submit = useSubmit({
    action: () =>
      setShare.mutate({
        input: {
          operatorId,
          effectiveFrom,
          percent,
          freeRoundsCostTreatment: treatment,
          promotionCostTreatment: promotionTreatment,
        },
      }),
    success: ({ setRevenueShare: share }) => ["Revenue share set", `${share.percent} % from ${share.effectiveFrom}`],
    after: onSaved,
    fields: ["effectiveFrom", "percent"],
  });
  return (
    <FormCard
      id="set-revenue-share"
      title="Set the revenue share"
      subtitle="Applies from the month on, until a later share. Setting it again for the same month replaces it (both stay in the history and the audit log)."
      testId="revenue-share-form"
      submit={submit}
      errorTitle="The share was not saved"
      locked={!canEdit}
      footer={
        <CardFooter>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={!canEdit || !percent || !effectiveFrom}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="revenue-share-save"
          >
            Set share
          </Button>
        </CardFooter>
      }
    >
      <TextField
        label="Effective from (month)"
        type="month"
        value={effectiveFrom}
        onChange={(event) => setEffectiveFrom(event.target.value)}
        error={submit.fieldErrors.effectiveFrom}
        data-testid="revenue-share-from"
      />
      <TextField
        label="Share (%)"
        inputMode="decimal"
        placeholder="e.g. 12.5"
        value={percent}
        onChange={(event) => setPercent(event.target.value)}
        hint="0–100, at most 2 decimals"
        error={submit.fieldErrors.percent}
        data-testid="revenue-share-percent"
      />
      <SelectField
        label="Free-rounds cost"
        value={treatment}
        onChange={(event) => setTreatment(event.target.value as FreeRoundsCostTreatment)}
        options={enumValues(TREATMENT_LABEL).map((value) => ({ value, label: TREATMENT_LABEL[value] }))}
        data-testid="revenue-share-treatment"
      />
      <SelectField
        label="Promotion cost"
        value={promotionTreatment}
        onChange={(event) => setPromotionTreatment(event.target.value as PromotionCostTreatment)}
        options={enumValues(PROMOTION_TREATMENT_LABEL).map((value) => ({
          value,
          label: PROMOTION_TREATMENT_LABEL[value],
        }))}
        data-testid="revenue-share-promotion-treatment"
      />
    </FormCard>
  );
}

function ShareHistory({ shares, inEffectId }: { shares: Share[]; inEffectId: string | undefined }) {
  if (shares.length === 0)
    return (
      <EmptyState
        icon="audit"
        title="No revenue share yet"
        text="Statements show GGR but no amount due until a share is set."
      />
    );
  return (
    <Table caption="Revenue-share history" testId="revenue-share-table">
      <thead>
        <tr>
          <th>From</th>
          <th className="c-cell-num">Share</th>
          <th>Free-rounds cost</th>
          <th>Promotion cost</th>
          <th>Set by</th>
          <th>Set at</th>
        </tr>
      </thead>
      <tbody>
        {shares.map((share) => (
          <tr key={share.id} data-testid="revenue-share-row">
            <td className="c-mono">
              {share.effectiveFrom}{" "}
              {share.id === inEffectId ? (
                <Badge tone="primary" dot={false}>
                  this month
                </Badge>
              ) : null}
            </td>
            <td className="c-cell-num c-mono">{share.percent} %</td>
            <td>{TREATMENT_LABEL[share.freeRoundsCostTreatment]}</td>
            <td>{PROMOTION_TREATMENT_LABEL[share.promotionCostTreatment]}</td>
            <td>{share.createdBy}</td>
            <td>{formatDateTime(share.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
