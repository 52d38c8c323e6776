"use client";

import Link from "next/link";
import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { ConsoleOperatorQuery } from "@/graphql/generated/client/graphql";
import { ApiKeysPanel } from "@/app/console/(staff)/api-keys/api-keys-panel";
import { formatCount, formatCountOf } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { SessionsPanel } from "@/app/console/(staff)/sessions/sessions-panel";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button, ButtonLink } from "@/lib/console/ui/button";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { Dialog, useConfirm } from "@/lib/console/ui/dialog";
import { Checkbox, SelectField, TextAreaField, TextField } from "@/lib/console/ui/fields";
import { FormCard, SaveChangesFooter } from "@/lib/console/ui/form-card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { SecretReveal } from "@/lib/console/ui/secret-reveal";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { linesToList } from "../operator-form";
import { OperatorUsersPanel } from "./operator-users-panel";

const OperatorQuery = graphql(`
  query ConsoleOperator($id: ID!) {
    operator(id: $id) {
      id
      name
      status
      defaultCurrency
      walletMode
      walletBaseUrl
      walletTimeoutMs
      hasWalletSecret
      walletSecretRotatedAt
      frameAncestors
      walletRoundFields
      backofficeTotpRequired
      jurisdiction
      rtpVariant
      createdAt
      updatedAt
      catalogSize
      activeKeyCount
      catalog {
        symbol
        title
        providerId
        launchStatus
        liveCatalogEnabled
        assignedAt
      }
    }
    jurisdictionProfiles {
      code
      name
    }
    rtpVariants
  }
`);

const UpdateOperator = graphql(`
  mutation ConsoleUpdateOperator($id: ID!, $input: UpdateOperatorInput!) {
    updateOperator(id: $id, input: $input) {
      id
      name
      defaultCurrency
      walletBaseUrl
      walletTimeoutMs
      frameAncestors
      walletRoundFields
      backofficeTotpRequired
      jurisdiction
      rtpVariant
      updatedAt
    }
  }
`);

const SetOperatorStatus = graphql(`
  mutation ConsoleSetOperatorStatus($id: ID!, $status: OperatorStatus!) {
    setOperatorStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

const RotateWalletSecret = graphql(`
  mutation ConsoleRotateWalletSecret($id: ID!) {
    rotateWalletSecret(id: $id) {
      operator {
        id
        walletSecretRotatedAt
      }
      walletSecret
    }
  }
`);

type Operator = ConsoleOperatorQuery["operator"];
/** The choices of the jurisdiction and RTP variant selects. */
type RegulatedChoices = Pick<ConsoleOperatorQuery, "jurisdictionProfiles" | "rtpVariants">;

export function OperatorDetailView({ operatorId }: { operatorId: string }) {
  const query = useQuery(OperatorQuery, { id: operatorId });
  return (
    <QueryView query={query} rows={8}>
      {({ operator, jurisdictionProfiles, rtpVariants }) => (
        <OperatorDetail operator={operator} choices={{ jurisdictionProfiles, rtpVariants }} reload={query.refetch} />
      )}
    </QueryView>
  );
}

function OperatorDetail({
  operator,
  choices,
  reload,
}: {
  operator: Operator;
  choices: RegulatedChoices;
  reload: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const setStatus = useMutation(SetOperatorStatus);
  const rotate = useMutation(RotateWalletSecret);
  const [newSecret, setNewSecret] = useState<string | null>(null);
  const active = operator.status === "active";

  async function toggleStatus() {
    const next = active ? "inactive" : "active";
    if (active) {
      const ok = await confirm({
        title: `Deactivate ${operator.name}?`,
        body: (
          <p>
            Every request with its keys is refused with 403 (operator inactive) until it is activated again. Open game
            sessions cannot launch again.
          </p>
        ),
        confirmLabel: "Deactivate",
      });
      if (!ok) return;
    }
    try {
      await setStatus.mutate({ id: operator.id, status: next });
      toast.success(active ? "Operator deactivated" : "Operator activated", operator.name);
      await reload();
    } catch (error) {
      toast.error("Could not change the status", errorMessage(error));
    }
  }

  async function rotateSecret() {
    const ok = await confirm({
      title: "Rotate the wallet signing secret?",
      body: (
        <>
          <p>
            Wallet callbacks are signed with the new secret at once. Until the operator installs it, its wallet rejects
            our calls (invalid_signature).
          </p>
          <p>The new secret is shown once.</p>
        </>
      ),
      confirmLabel: "Rotate secret",
    });
    if (!ok) return;
    try {
      const result = await rotate.mutate({ id: operator.id });
      setNewSecret(result.rotateWalletSecret.walletSecret);
      toast.success("Wallet secret rotated", operator.name);
      await reload();
    } catch (error) {
      toast.error("Could not rotate the secret", errorMessage(error));
    }
  }

  const disabledTitle = canEdit ? undefined : VIEWER_HINT;
  return (
    <>
      <PageHeader
        breadcrumbs={[{ href: "/console/operators", label: "Operators" }]}
        title={
          <span className="c-row" style={{ gap: 12 }}>
            {operator.name}
            <Badge tone={toneOf(operator.status)}>{operator.status}</Badge>
          </span>
        }
        description={
          <>
            operator_id <span className="c-mono">{operator.id}</span> · created <TimeText value={operator.createdAt} />
          </>
        }
        actions={
          <>
            <ButtonLink href={`/console/catalog?operator=${encodeURIComponent(operator.id)}`} icon="catalog">
              Catalog
            </ButtonLink>
            <ButtonLink
              href={`/console/operators/${encodeURIComponent(operator.id)}/health`}
              icon="pulse"
              data-testid="operator-health-link"
            >
              Health
            </ButtonLink>
            <Button
              icon="refresh"
              onClick={() => void rotateSecret()}
              busy={rotate.busy}
              disabled={!canEdit}
              title={disabledTitle}
              data-testid="rotate-secret"
            >
              Rotate wallet secret
            </Button>
            <Button
              variant={active ? "danger-soft" : "primary"}
              icon="power"
              onClick={() => void toggleStatus()}
              busy={setStatus.busy}
              disabled={!canEdit}
              title={disabledTitle}
              data-testid="toggle-status"
            >
              {active ? "Deactivate" : "Activate"}
            </Button>
          </>
        }
      />
      <div className="c-stack">
        <div className="c-grid c-grid-sidebar">
          {/* Keyed by the stored version: a save (or another admin's change) starts the form from the stored values. */}
          <OperatorSettings key={operator.updatedAt} operator={operator} choices={choices} reload={reload} />
          <Card labelledBy="summary-title">
            <CardHeader id="summary-title" title="At a glance" />
            <CardBody>
              <dl className="c-kv">
                <dt>Status</dt>
                <dd>{active ? "Keys accepted" : "Every key gets 403"}</dd>
                <dt>Catalog</dt>
                <dd>
                  <Link href={`/console/catalog?operator=${encodeURIComponent(operator.id)}`}>
                    {formatCountOf(operator.catalogSize, "game")}
                  </Link>
                </dd>
                <dt>Live keys</dt>
                <dd>{formatCount(operator.activeKeyCount)}</dd>
                <dt>Signing secret</dt>
                <dd>
                  {operator.hasWalletSecret ? <Badge tone="success">set</Badge> : <Badge tone="warning">missing</Badge>}
                  {operator.walletSecretRotatedAt ? (
                    <span className="c-cell-sub">
                      rotated <TimeText value={operator.walletSecretRotatedAt} />
                    </span>
                  ) : null}
                </dd>
                <dt>Last change</dt>
                <dd>
                  <TimeText value={operator.updatedAt} />
                </dd>
              </dl>
            </CardBody>
          </Card>
        </div>

        <ApiKeysPanel operatorId={operator.id} onChanged={() => void reload()} />

        <Card labelledBy="catalog-title" testId="operator-catalog">
          <CardHeader
            id="catalog-title"
            title="Catalog"
            subtitle="The operator's allowlist: these games appear in its REST catalog (when live) and may be launched."
            actions={
              <ButtonLink
                href={`/console/catalog?operator=${encodeURIComponent(operator.id)}`}
                size="sm"
                icon="chevronRight"
              >
                Manage catalog
              </ButtonLink>
            }
          />
          {operator.catalog.length === 0 ? (
            <EmptyState
              icon="catalog"
              title="No games assigned"
              text="The operator's catalog is empty: its key lists no games and every launch is refused."
            />
          ) : (
            <Table caption="Games in the operator's catalog">
              <thead>
                <tr>
                  <th>Game</th>
                  <th>Provider</th>
                  <th>Launch status</th>
                  <th>In live catalogs</th>
                  <th>Assigned</th>
                </tr>
              </thead>
              <tbody>
                {operator.catalog.map((game) => (
                  <tr key={game.symbol}>
                    <td>
                      <Link className="c-cell-title" href={`/console/games/${encodeURIComponent(game.symbol)}`}>
                        {game.title}
                      </Link>
                      <span className="c-cell-sub c-mono">{game.symbol}</span>
                    </td>
                    <td className="c-mono">{game.providerId}</td>
                    <td>
                      <Badge tone={toneOf(game.launchStatus)}>{game.launchStatus}</Badge>
                    </td>
                    <td>
                      {game.liveCatalogEnabled ? (
                        <Badge tone="success">shown</Badge>
                      ) : (
                        <Badge tone="neutral">hidden</Badge>
                      )}
                    </td>
                    <td>
                      <TimeText value={game.assignedAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card>

        <OperatorUsersPanel operatorId={operator.id} />

        <SessionsPanel operatorId={operator.id} />
      </div>

      <Dialog
        open={newSecret !== null}
        onClose={() => setNewSecret(null)}
        title="New wallet signing secret"
        description={`Install it in ${operator.name}'s wallet now: our callbacks are already signed with it.`}
        icon="lock"
        wide
        testId="rotated-secret-dialog"
        footer={
          <Button variant="primary" onClick={() => setNewSecret(null)}>
            Done
          </Button>
        }
      >
        {newSecret ? <SecretReveal label="Wallet signing secret" value={newSecret} testId="wallet-secret" /> : null}
      </Dialog>
    </>
  );
}

function settingsForm(operator: Operator) {
  return {
    name: operator.name,
    defaultCurrency: operator.defaultCurrency ?? "",
    walletBaseUrl: operator.walletBaseUrl ?? "",
    walletTimeoutMs: String(operator.walletTimeoutMs),
    frameAncestors: operator.frameAncestors.join("\n"),
    walletRoundFields: operator.walletRoundFields,
    backofficeTotpRequired: operator.backofficeTotpRequired,
    jurisdiction: operator.jurisdiction ?? "",
    rtpVariant: operator.rtpVariant ?? "",
  };
}

function OperatorSettings({
  operator,
  choices,
  reload,
}: {
  operator: Operator;
  choices: RegulatedChoices;
  reload: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const update = useMutation(UpdateOperator);
  const [form, setForm] = useState(() => settingsForm(operator));
  const saved = settingsForm(operator);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const set =
    (field: Exclude<keyof typeof form, "walletRoundFields" | "backofficeTotpRequired">) =>
    (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = useSubmit({
    action: () =>
      update.mutate({
        id: operator.id,
        input: {
          name: form.name.trim(),
          defaultCurrency: form.defaultCurrency.trim() ? form.defaultCurrency.trim().toUpperCase() : null,
          walletBaseUrl: form.walletBaseUrl.trim() || null,
          walletTimeoutMs: Number(form.walletTimeoutMs),
          frameAncestors: linesToList(form.frameAncestors),
          walletRoundFields: form.walletRoundFields,
          backofficeTotpRequired: form.backofficeTotpRequired,
          jurisdiction: form.jurisdiction || null,
          rtpVariant: form.rtpVariant || null,
        },
      }),
    success: () => ["Operator saved", operator.name],
    after: reload,
    fields: Object.keys(form),
    failureToast: "Changes were not saved",
  });
  const { fieldErrors } = submit;

  return (
    <FormCard
      id="settings-title"
      title="Settings"
      subtitle="How launches default and how we reach the operator's wallet."
      testId="operator-settings"
      submit={submit}
      errorTitle="Not saved"
      locked={!canEdit}
      footer={
        <SaveChangesFooter
          dirty={dirty}
          canEdit={canEdit}
          pending={submit.pending}
          onReset={() => setForm(saved)}
          saveTestId="save-operator"
        />
      }
    >
      <div className="c-form-grid">
        <TextField
          label="Name"
          name="name"
          required
          value={form.name}
          onChange={set("name")}
          error={fieldErrors.name}
        />
        <TextField
          label="Default currency"
          name="defaultCurrency"
          maxLength={3}
          value={form.defaultCurrency}
          onChange={set("defaultCurrency")}
          hint="3 letters; empty means USD."
          error={fieldErrors.defaultCurrency}
        />
        <SelectField
          label="Wallet mode"
          name="walletMode"
          value={operator.walletMode}
          disabled
          hint="Signed HTTP callbacks to the operator's wallet: the one mode of the contract."
          options={[{ value: "callback", label: "Callback (signed HTTP)" }]}
        />
        <TextField
          label="Wallet timeout (ms)"
          name="walletTimeoutMs"
          type="number"
          min={100}
          max={60000}
          required
          value={form.walletTimeoutMs}
          onChange={set("walletTimeoutMs")}
          hint="Per call, 100–60000."
          error={fieldErrors.walletTimeoutMs}
        />
        <TextField
          label="Wallet base URL"
          name="walletBaseUrl"
          inputMode="url"
          wide
          mono
          value={form.walletBaseUrl}
          onChange={set("walletBaseUrl")}
          hint="/balance, /debit, /credit and /rollback are called below it; /api/demo-wallet/<id> is this app's demo wallet."
          error={fieldErrors.walletBaseUrl}
        />
        <TextAreaField
          label="Frame ancestors"
          name="frameAncestors"
          wide
          rows={3}
          value={form.frameAncestors}
          onChange={set("frameAncestors")}
          hint="Origins allowed to frame the game page (CSP frame-ancestors), one per line."
          error={fieldErrors.frameAncestors}
        />
        <SelectField
          label="Jurisdiction profile"
          name="jurisdiction"
          value={form.jurisdiction}
          onChange={set("jurisdiction")}
          hint={
            <>
              The market rules every session of this operator plays under; a launch may name a stricter one.{" "}
              <a href="/console/jurisdictions">Profiles</a>
            </>
          }
          error={fieldErrors.jurisdiction}
          options={[
            { value: "", label: "Permissive default (none)" },
            ...choices.jurisdictionProfiles
              .filter((profile) => profile.code !== "DEFAULT")
              .map((profile) => ({ value: profile.code, label: `${profile.code} — ${profile.name}` })),
          ]}
        />
        <SelectField
          label="RTP variant"
          name="rtpVariant"
          value={form.rtpVariant}
          onChange={set("rtpVariant")}
          hint="The maths configuration the operator's players get; none = the profile's variant."
          error={fieldErrors.rtpVariant}
          options={[
            { value: "", label: "The profile's variant" },
            ...choices.rtpVariants.map((variant) => ({ value: variant, label: `${variant} %` })),
          ]}
        />
        <Checkbox
          label="Send round_id, and a free round's campaign_id, in wallet callbacks (extra signed fields)"
          name="walletRoundFields"
          checked={form.walletRoundFields}
          onChange={(event) => setForm((current) => ({ ...current, walletRoundFields: event.target.checked }))}
        />
        <Checkbox
          label="Back-office users must use an authenticator app (TOTP); one without it sets it up before anything else"
          name="backofficeTotpRequired"
          checked={form.backofficeTotpRequired}
          onChange={(event) => setForm((current) => ({ ...current, backofficeTotpRequired: event.target.checked }))}
        />
      </div>
    </FormCard>
  );
}
