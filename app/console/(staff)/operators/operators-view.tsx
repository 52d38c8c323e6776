"use client";

import type { OperatorStatus } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button, ButtonLink } from "@/lib/console/ui/button";
import { Card } from "@/lib/console/ui/card";
import { Dialog } from "@/lib/console/ui/dialog";
import { SearchInput, SelectField } from "@/lib/console/ui/fields";
import { FilterBar } from "@/lib/console/ui/filter-bar";
import { PageHeader } from "@/lib/console/ui/page-header";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useQuery } from "@/lib/console/use-graphql";
import { CreateOperatorDialog } from "./create-operator-dialog";

const OperatorsQuery = graphql(`
  query ConsoleOperators($status: OperatorStatus, $search: String) {
    operators(status: $status, search: $search) {
      id
      name
      status
      defaultCurrency
      walletBaseUrl
      catalogSize
      activeKeyCount
      createdAt
    }
  }
`);

type StatusFilter = "" | OperatorStatus;

export function OperatorsView() {
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("");
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ id: string; name: string; walletSecret: string } | null>(null);
  const canEdit = useCanEdit();
  const query = useQuery(OperatorsQuery, { search: search.trim() || null, status: status || null });

  return (
    <>
      <PageHeader
        title="Operators"
        description="Casinos integrated through the provider API: their wallet endpoint, signing secret, keys and catalog."
        actions={
          <Button
            variant="primary"
            icon="plus"
            onClick={() => setCreating(true)}
            disabled={!canEdit}
            title={canEdit ? undefined : VIEWER_HINT}
            data-testid="create-operator"
          >
            Create operator
          </Button>
        }
      />
      <Card>
        <FilterBar>
          <SearchInput
            label="Search by id or name"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
          <SelectField
            label="Status"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
            options={[
              { value: "", label: "Any status" },
              { value: "active", label: "Active" },
              { value: "inactive", label: "Inactive" },
            ]}
          />
        </FilterBar>
        <QueryView query={query}>
          {({ operators }) =>
            operators.length === 0 ? (
              search || status ? (
                <EmptyState icon="search" title="No operator matches" text="Try another search or status." />
              ) : (
                <EmptyState
                  icon="operators"
                  title="No operators yet"
                  text="An operator is a casino that calls the provider API. Create one to issue its key and assign its catalog."
                  action={
                    <Button variant="primary" icon="plus" onClick={() => setCreating(true)} disabled={!canEdit}>
                      Create operator
                    </Button>
                  }
                />
              )
            ) : (
              <Table caption="Operators" testId="operators-table">
                <thead>
                  <tr>
                    <th>Operator</th>
                    <th>Status</th>
                    <th>Currency</th>
                    <th>Wallet endpoint</th>
                    <th className="c-cell-num">Games</th>
                    <th className="c-cell-num">Live keys</th>
                    <th>Created</th>
                  </tr>
                </thead>
                <tbody>
                  {operators.map((operator) => (
                    <tr key={operator.id} data-testid={`operator-row-${operator.id}`}>
                      <td>
                        <Link className="c-cell-title" href={`/console/operators/${encodeURIComponent(operator.id)}`}>
                          {operator.name}
                        </Link>
                        <span className="c-cell-sub c-mono">{operator.id}</span>
                      </td>
                      <td>
                        <Badge tone={toneOf(operator.status)}>{operator.status}</Badge>
                      </td>
                      <td>{operator.defaultCurrency ?? <span className="c-faint">USD</span>}</td>
                      <td>
                        {operator.walletBaseUrl ? (
                          <span className="c-mono c-truncate" title={operator.walletBaseUrl}>
                            {operator.walletBaseUrl}
                          </span>
                        ) : (
                          <Badge tone="warning">not configured</Badge>
                        )}
                      </td>
                      <td className="c-cell-num">{formatCount(operator.catalogSize)}</td>
                      <td className="c-cell-num">{formatCount(operator.activeKeyCount)}</td>
                      <td>
                        <TimeText value={operator.createdAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            )
          }
        </QueryView>
      </Card>

      <CreateOperatorDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(operator) => {
          setCreating(false);
          setCreated(operator);
          void query.refetch();
        }}
      />
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title="Operator created"
        description={
          created ? `${created.name} (${created.id}) is ready. Give its wallet team this signing secret.` : undefined
        }
        icon="check"
        wide
        testId="operator-created-dialog"
        footer={
          <>
            <Button onClick={() => setCreated(null)}>Close</Button>
            {created ? (
              <ButtonLink
                variant="primary"
                href={`/console/operators/${encodeURIComponent(created.id)}`}
                icon="chevronRight"
              >
                Open operator
              </ButtonLink>
            ) : null}
          </>
        }
      >
        {created ? (
          <SecretReveal label="Wallet signing secret" value={created.walletSecret} testId="wallet-secret">
            The operator verifies our wallet callbacks with it (HMAC-SHA256). It is shown only once; rotate it to get a
            new one.
          </SecretReveal>
        ) : null}
      </Dialog>
    </>
  );
}
