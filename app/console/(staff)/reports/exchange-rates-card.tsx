"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { ConsoleExchangeRatesQuery } from "@/graphql/generated/client/graphql";
import { formatDateTime } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardFooter, CardHeader } from "@/lib/console/ui/card";
import { TextField } from "@/lib/console/ui/fields";
import { FormCard } from "@/lib/console/ui/form-card";
import { EmptyState } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { useMutation } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";

// Staff-entered monthly exchange rates for the report's conversion: the form to enter one (admins) and the history
// of every entry, the one in use for its month and pair marked, superseded ones kept.

export const ExchangeRatesQuery = graphql(`
  query ConsoleExchangeRates {
    exchangeRates(first: 200) {
      id
      month
      currency
      reportingCurrency
      rate
      current
      createdBy
      createdAt
    }
  }
`);

const SetExchangeRate = graphql(`
  mutation ConsoleSetExchangeRate($input: SetExchangeRateInput!) {
    setExchangeRate(input: $input) {
      id
      month
      currency
      reportingCurrency
      rate
    }
  }
`);

type Rate = ConsoleExchangeRatesQuery["exchangeRates"][number];

const thisMonthUtc = () => new Date().toISOString().slice(0, 7);

export function ExchangeRateForm({
  defaultReportingCurrency,
  onSaved,
}: {
  defaultReportingCurrency: string;
  onSaved: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const setRate = useMutation(SetExchangeRate);
  const [month, setMonth] = useState(thisMonthUtc);
  const [currency, setCurrency] = useState("");
  const [reportingCurrency, setReportingCurrency] = useState(defaultReportingCurrency);
  const [rate, setRateText] = useState("");
  const submit = useSubmit({
    action: () => setRate.mutate({ input: { month, currency, reportingCurrency, rate } }),
    success: ({ setExchangeRate: saved }) => [
      "Exchange rate set",
      `1 ${saved.currency} = ${saved.rate} ${saved.reportingCurrency} in ${saved.month}`,
    ],
    after: onSaved,
    fields: ["month", "currency", "reportingCurrency", "rate"],
  });
  return (
    <FormCard
      id="set-exchange-rate"
      title="Enter a monthly exchange rate"
      subtitle="Reports convert each month at its rate. Entering a rate again for the same month and currencies supersedes it (both stay in the history and the audit log)."
      testId="exchange-rate-form"
      submit={submit}
      errorTitle="The rate was not saved"
      locked={!canEdit}
      footer={
        <CardFooter>
          <Button
            type="submit"
            variant="primary"
            busy={submit.pending}
            disabled={!canEdit || !month || !currency || !reportingCurrency || !rate}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="exchange-rate-save"
          >
            Set rate
          </Button>
        </CardFooter>
      }
    >
      <TextField
        label="Month (UTC)"
        type="month"
        value={month}
        onChange={(event) => setMonth(event.target.value)}
        error={submit.fieldErrors.month}
        data-testid="exchange-rate-month"
      />
      <TextField
        label="From currency"
        placeholder="e.g. USD"
        maxLength={3}
        mono
        value={currency}
        onChange={(event) => setCurrency(event.target.value.toUpperCase())}
        error={submit.fieldErrors.currency}
        data-testid="exchange-rate-currency"
      />
      <TextField
        label="To currency"
        placeholder="e.g. EUR"
        maxLength={3}
        mono
        value={reportingCurrency}
        onChange={(event) => setReportingCurrency(event.target.value.toUpperCase())}
        error={submit.fieldErrors.reportingCurrency}
        data-testid="exchange-rate-reporting-currency"
      />
      <TextField
        label="Rate"
        inputMode="decimal"
        placeholder="e.g. 0.9215"
        value={rate}
        onChange={(event) => setRateText(event.target.value)}
        hint="Units of the reporting currency for 1 unit of the other; at most 12 decimals"
        error={submit.fieldErrors.rate}
        data-testid="exchange-rate-rate"
      />
    </FormCard>
  );
}

export function ExchangeRateHistory({ rates }: { rates: Rate[] }) {
  return (
    <Card testId="exchange-rate-history">
      <CardHeader
        title="Exchange-rate history"
        subtitle="Latest month first; of one month and pair, the entry in use first."
      />
      {rates.length === 0 ? (
        <EmptyState
          icon="audit"
          title="No exchange rate yet"
          text="Without rates, reports show each currency on its own line only."
        />
      ) : (
        <Table caption="Exchange-rate history" testId="exchange-rate-table">
          <thead>
            <tr>
              <th>Month</th>
              <th>Pair</th>
              <th className="c-cell-num">Rate</th>
              <th>Status</th>
              <th>Set by</th>
              <th>Set at</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((rate) => (
              <tr key={rate.id} data-testid="exchange-rate-row">
                <td className="c-mono">{rate.month}</td>
                <td className="c-mono" style={{ whiteSpace: "nowrap" }}>
                  {rate.currency} → {rate.reportingCurrency}
                </td>
                <td className="c-cell-num c-mono">{rate.rate}</td>
                <td>
                  {rate.current ? (
                    <Badge tone="primary" dot={false}>
                      in use
                    </Badge>
                  ) : (
                    <span className="c-muted">superseded</span>
                  )}
                </td>
                <td>{rate.createdBy}</td>
                <td data-csv={rate.createdAt}>{formatDateTime(rate.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
