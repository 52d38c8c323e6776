"use client";

import { useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { ConsoleGameQuery, UpdateGameInput } from "@/graphql/generated/client/graphql";
import { formatCount, formatCountOf } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Card, CardBody, CardHeader } from "@/lib/console/ui/card";
import { useConfirm } from "@/lib/console/ui/dialog";
import { Checkbox, SelectField, Switch, TextField } from "@/lib/console/ui/fields";
import { FormCard, SaveChangesFooter } from "@/lib/console/ui/form-card";
import { PageHeader } from "@/lib/console/ui/page-header";
import { QueryView } from "@/lib/console/ui/states";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { useSubmit } from "@/lib/console/use-submit";
import { FEATURE_NAMES, type FeatureFlags } from "../game-features";
import { ArtCard } from "./art-card";

const GameQuery = graphql(`
  query ConsoleGame($symbol: String!) {
    game(symbol: $symbol) {
      id
      symbol
      slug
      title
      providerId
      providerName
      family
      rtp
      lines
      assetVersion
      assetSymbol
      assetSource
      hasLocalAssets
      gameServiceVersion
      loaderMode
      shellStrategy
      launchStatus
      liveCatalogEnabled
      certifiedBrowsers
      features {
        ...GameFeatureFlags
      }
      specialBetProfile {
        symbol
        buttons
        bls
        defaultBl
        serviceVersion
        cver
      }
      launchPath
      catalogCount
      art {
        ...GameArtFields
      }
      createdAt
      updatedAt
    }
    providers {
      id
      name
    }
  }
`);

const UpdateGame = graphql(`
  mutation ConsoleUpdateGame($symbol: String!, $input: UpdateGameInput!) {
    updateGame(symbol: $symbol, input: $input) {
      symbol
      updatedAt
    }
  }
`);

const SetGameAvailability = graphql(`
  mutation ConsoleSetGameAvailability($symbol: String!, $launchStatus: LaunchStatus, $liveCatalogEnabled: Boolean) {
    setGameAvailability(symbol: $symbol, launchStatus: $launchStatus, liveCatalogEnabled: $liveCatalogEnabled) {
      symbol
      launchStatus
      liveCatalogEnabled
    }
  }
`);

type Game = ConsoleGameQuery["game"];
type LaunchStatus = Game["launchStatus"];

export function GameDetailView({ symbol }: { symbol: string }) {
  const query = useQuery(GameQuery, { symbol });
  return (
    <QueryView query={query} rows={8}>
      {({ game, providers }) => <GameDetail game={game} providers={providers} reload={query.refetch} />}
    </QueryView>
  );
}

function GameDetail({
  game,
  providers,
  reload,
}: {
  game: Game;
  providers: { id: string; name: string }[];
  reload: () => Promise<void>;
}) {
  return (
    <>
      <PageHeader
        breadcrumbs={[{ href: "/console/games", label: "Games" }]}
        title={
          <span className="c-row" style={{ gap: 12 }}>
            {game.title}
            <Badge tone={toneOf(game.launchStatus)}>{game.launchStatus}</Badge>
          </span>
        }
        description={
          <>
            <span className="c-mono">{game.symbol}</span> · {game.providerName} · in {formatCount(game.catalogCount)}{" "}
            operator catalogs · updated <TimeText value={game.updatedAt} />
          </>
        }
      />
      <div className="c-grid c-grid-sidebar">
        <div className="c-stack">
          <AvailabilityCard game={game} reload={reload} />
          {/* Keyed by the stored version: a save (or another admin's change) starts the form from the stored values. */}
          <MetadataCard key={game.updatedAt} game={game} providers={providers} reload={reload} />
        </div>
        <ArtCard symbol={game.symbol} title={game.title} art={game.art} reload={reload} />
      </div>
    </>
  );
}

const STATUS_TEXT: Record<LaunchStatus, string> = {
  live: "Operators can launch it.",
  maintenance: "Listed, but launches are refused while it is serviced.",
  disabled: "Launches are refused for every operator.",
};

function AvailabilityCard({ game, reload }: { game: Game; reload: () => Promise<void> }) {
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const setAvailability = useMutation(SetGameAvailability);

  async function change(next: { launchStatus?: LaunchStatus; liveCatalogEnabled?: boolean }) {
    const restricting =
      next.launchStatus === "disabled" || next.launchStatus === "maintenance" || next.liveCatalogEnabled === false;
    if (restricting) {
      const ok = await confirm({
        title:
          next.liveCatalogEnabled === false
            ? `Hide ${game.title} from every catalog?`
            : `Set ${game.title} to ${next.launchStatus}?`,
        body: (
          <p>
            This applies to{" "}
            {game.catalogCount === 1 ? "the one operator" : `all ${formatCountOf(game.catalogCount, "operator")}`} that{" "}
            {game.catalogCount === 1 ? "has" : "have"} the game.{" "}
            {next.liveCatalogEnabled === false
              ? "Their REST catalogs stop listing it."
              : STATUS_TEXT[next.launchStatus!]}
          </p>
        ),
        confirmLabel: next.liveCatalogEnabled === false ? "Hide game" : `Set ${next.launchStatus}`,
      });
      if (!ok) return;
    }
    try {
      await setAvailability.mutate({
        symbol: game.symbol,
        launchStatus: next.launchStatus ?? null,
        liveCatalogEnabled: next.liveCatalogEnabled ?? null,
      });
      toast.success(
        "Availability changed",
        next.launchStatus
          ? `${game.title}: launch status ${next.launchStatus}`
          : `${game.title} is ${next.liveCatalogEnabled ? "shown in" : "hidden from"} live catalogs`,
      );
      await reload();
    } catch (error) {
      toast.error("Availability was not changed", errorMessage(error));
    }
  }

  return (
    <Card labelledBy="availability-title" testId="game-availability">
      <CardHeader id="availability-title" title="Availability" subtitle="For every operator at once." />
      <CardBody>
        <div className="c-form">
          <div className="c-row">
            <div className="c-segmented" role="group" aria-label="Launch status">
              {(["live", "maintenance", "disabled"] as const).map((status) => (
                <button
                  key={status}
                  type="button"
                  aria-pressed={game.launchStatus === status}
                  disabled={!canEdit || setAvailability.busy}
                  title={canEdit ? undefined : VIEWER_HINT}
                  onClick={() => game.launchStatus !== status && void change({ launchStatus: status })}
                  data-testid={`launch-status-${status}`}
                >
                  {status}
                </button>
              ))}
            </div>
            <span className="c-muted">{STATUS_TEXT[game.launchStatus]}</span>
          </div>
          <Switch
            label={game.liveCatalogEnabled ? "Shown in operators' live catalogs" : "Hidden from every live catalog"}
            checked={game.liveCatalogEnabled}
            disabled={!canEdit || setAvailability.busy}
            onChange={(event) => void change({ liveCatalogEnabled: event.target.checked })}
            data-testid="live-catalog-switch"
          />
        </div>
      </CardBody>
    </Card>
  );
}

function metadataForm(game: Game) {
  const profile = game.specialBetProfile;
  return {
    title: game.title,
    slug: game.slug,
    providerId: game.providerId,
    family: game.family ?? "",
    rtp: game.rtp ?? "",
    lines: game.lines?.toString() ?? "",
    assetVersion: game.assetVersion ?? "",
    assetSymbol: game.assetSymbol ?? "",
    assetSource: game.assetSource ?? "",
    hasLocalAssets: game.hasLocalAssets,
    gameServiceVersion: game.gameServiceVersion ?? "",
    loaderMode: game.loaderMode ?? "",
    shellStrategy: game.shellStrategy ?? "",
    certifiedBrowsers: game.certifiedBrowsers.join(", "),
    launchPath: game.launchPath,
    features: { ...game.features } as FeatureFlags,
    sbSymbol: profile?.symbol ?? "",
    sbButtons: profile?.buttons?.toString() ?? "",
    sbBls: profile?.bls?.join(", ") ?? "",
    sbDefaultBl: profile?.defaultBl?.toString() ?? "",
    sbServiceVersion: profile?.serviceVersion ?? "",
    sbCver: profile?.cver ?? "",
  };
}

type MetadataForm = ReturnType<typeof metadataForm>;

const text = (value: string) => (value.trim() === "" ? null : value.trim());
const integer = (value: string) => (value.trim() === "" ? null : Number(value));
const list = (value: string) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

function toUpdateInput(form: MetadataForm): UpdateGameInput {
  const profileFields = [
    form.sbSymbol,
    form.sbButtons,
    form.sbBls,
    form.sbDefaultBl,
    form.sbServiceVersion,
    form.sbCver,
  ];
  return {
    title: form.title.trim(),
    slug: form.slug.trim(),
    providerId: form.providerId,
    family: text(form.family),
    rtp: text(form.rtp),
    lines: integer(form.lines),
    assetVersion: text(form.assetVersion),
    assetSymbol: text(form.assetSymbol),
    assetSource: text(form.assetSource),
    hasLocalAssets: form.hasLocalAssets,
    gameServiceVersion: text(form.gameServiceVersion),
    loaderMode: text(form.loaderMode),
    shellStrategy: text(form.shellStrategy),
    certifiedBrowsers: list(form.certifiedBrowsers),
    launchPath: form.launchPath.trim(),
    features: form.features,
    specialBetProfile: profileFields.every((value) => value.trim() === "")
      ? null
      : {
          symbol: text(form.sbSymbol),
          buttons: integer(form.sbButtons),
          bls: list(form.sbBls).map(Number),
          defaultBl: integer(form.sbDefaultBl),
          serviceVersion: text(form.sbServiceVersion),
          cver: text(form.sbCver),
        },
  };
}

function MetadataCard({
  game,
  providers,
  reload,
}: {
  game: Game;
  providers: { id: string; name: string }[];
  reload: () => Promise<void>;
}) {
  const canEdit = useCanEdit();
  const update = useMutation(UpdateGame);
  const [form, setForm] = useState(() => metadataForm(game));
  const saved = metadataForm(game);
  const dirty = JSON.stringify(form) !== JSON.stringify(saved);

  const set = (field: keyof MetadataForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = useSubmit({
    action: () => update.mutate({ symbol: game.symbol, input: toUpdateInput(form) }),
    success: () => ["Game saved", game.title],
    after: reload,
    failureToast: "Changes were not saved",
  });

  const optional = (label: string) => [{ value: "", label: `— ${label} —` }];
  return (
    <FormCard
      id="metadata-title"
      title="Metadata"
      subtitle="What operators' catalogs show for the game."
      testId="game-metadata"
      submit={submit}
      errorTitle="Not saved"
      locked={!canEdit}
      footer={
        <SaveChangesFooter
          dirty={dirty}
          canEdit={canEdit}
          pending={submit.pending}
          onReset={() => setForm(saved)}
          saveTestId="save-game"
        />
      }
    >
      <div className="c-form-grid">
        <TextField label="Title" name="title" required value={form.title} onChange={set("title")} />
        <TextField label="Slug" name="slug" required mono value={form.slug} onChange={set("slug")} />
        <SelectField
          label="Provider"
          name="providerId"
          value={form.providerId}
          onChange={set("providerId")}
          options={providers.map((provider) => ({ value: provider.id, label: `${provider.name} (${provider.id})` }))}
        />
        <TextField label="Family" name="family" value={form.family} onChange={set("family")} />
        <TextField
          label="RTP (%)"
          name="rtp"
          inputMode="decimal"
          value={form.rtp}
          onChange={set("rtp")}
          hint="Decimal text, e.g. 96.48"
        />
        <TextField label="Lines" name="lines" type="number" min={1} value={form.lines} onChange={set("lines")} />
        <TextField
          label="Launch path"
          name="launchPath"
          mono
          wide
          required
          value={form.launchPath}
          onChange={set("launchPath")}
        />
        <TextField
          label="Asset version"
          name="assetVersion"
          mono
          value={form.assetVersion}
          onChange={set("assetVersion")}
        />
        <TextField
          label="Asset symbol"
          name="assetSymbol"
          mono
          value={form.assetSymbol}
          onChange={set("assetSymbol")}
        />
        <SelectField
          label="Asset source"
          name="assetSource"
          value={form.assetSource}
          onChange={set("assetSource")}
          options={[
            ...optional("none"),
            { value: "local", label: "local" },
            { value: "cdn", label: "cdn" },
            { value: "remote", label: "remote" },
          ]}
        />
        <TextField
          label="Game service version"
          name="gameServiceVersion"
          mono
          value={form.gameServiceVersion}
          onChange={set("gameServiceVersion")}
        />
        <SelectField
          label="Loader mode"
          name="loaderMode"
          value={form.loaderMode}
          onChange={set("loaderMode")}
          options={[
            ...optional("none"),
            { value: "progressive", label: "progressive" },
            { value: "preload", label: "preload" },
          ]}
        />
        <SelectField
          label="Shell strategy"
          name="shellStrategy"
          value={form.shellStrategy}
          onChange={set("shellStrategy")}
          options={[
            ...optional("none"),
            { value: "iframe", label: "iframe" },
            { value: "redirect", label: "redirect" },
          ]}
        />
        <TextField
          label="Certified browsers"
          name="certifiedBrowsers"
          wide
          value={form.certifiedBrowsers}
          onChange={set("certifiedBrowsers")}
          hint="Comma separated, e.g. chrome, firefox, safari"
        />
        <div className="c-field c-field-wide">
          <span className="c-label">Assets</span>
          <Switch
            label="Has local assets"
            checked={form.hasLocalAssets}
            onChange={(event) => setForm((current) => ({ ...current, hasLocalAssets: event.target.checked }))}
          />
        </div>
        <fieldset className="c-fieldset c-field c-field-wide">
          <legend className="c-label" style={{ marginBottom: 8 }}>
            Features
          </legend>
          <div className="c-row" style={{ gap: 18 }}>
            {FEATURE_NAMES.map((feature) => (
              <Checkbox
                key={feature.key}
                label={feature.label}
                checked={form.features[feature.key]}
                onChange={(event) =>
                  setForm((current) => ({
                    ...current,
                    features: { ...current.features, [feature.key]: event.target.checked },
                  }))
                }
              />
            ))}
          </div>
        </fieldset>
      </div>
      {form.features.specialBet || form.sbSymbol ? (
        <>
          <h3 className="c-section-title">Special bet profile</h3>
          <div className="c-form-grid">
            <TextField label="Symbol" name="sbSymbol" mono value={form.sbSymbol} onChange={set("sbSymbol")} />
            <TextField
              label="Buttons"
              name="sbButtons"
              type="number"
              min={0}
              value={form.sbButtons}
              onChange={set("sbButtons")}
            />
            <TextField
              label="Bet levels (bls)"
              name="sbBls"
              value={form.sbBls}
              onChange={set("sbBls")}
              hint="Comma separated integers"
            />
            <TextField
              label="Default bet level"
              name="sbDefaultBl"
              type="number"
              value={form.sbDefaultBl}
              onChange={set("sbDefaultBl")}
            />
            <TextField
              label="Service version"
              name="sbServiceVersion"
              mono
              value={form.sbServiceVersion}
              onChange={set("sbServiceVersion")}
            />
            <TextField label="cver" name="sbCver" mono value={form.sbCver} onChange={set("sbCver")} />
          </div>
        </>
      ) : null}
    </FormCard>
  );
}
