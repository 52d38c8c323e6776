"use client";

import type { LaunchSessionState } from "@/graphql/generated/client/graphql";
import Link from "next/link";
import { graphql } from "@/graphql/generated/client";
import { formatCount } from "@/lib/console/format";
import { errorMessage } from "@/lib/console/graphql-client";
import { VIEWER_HINT, useCanEdit } from "@/lib/console/staff-context";
import { toneOf } from "@/lib/console/ui/status-tones";
import { Badge } from "@/lib/console/ui/badge";
import { Button } from "@/lib/console/ui/button";
import { Card, CardHeader } from "@/lib/console/ui/card";
import { useConfirm } from "@/lib/console/ui/dialog";
import { SelectField, TextField } from "@/lib/console/ui/fields";
import { FilterBar, useFilters } from "@/lib/console/ui/filter-bar";
import { Pager } from "@/lib/console/ui/pager";
import { EmptyState, QueryView } from "@/lib/console/ui/states";
import { ActionsHeader, Table } from "@/lib/console/ui/table";
import { TimeText } from "@/lib/console/ui/time-text";
import { useToast } from "@/lib/console/ui/toast";
import { useCursorPages } from "@/lib/console/use-cursor-pages";
import { useMutation, useQuery } from "@/lib/console/use-graphql";
import { PlayerRestrictionsNotice } from "./player-restrictions-notice";

// Players' game sessions, newest first, with the one staff action on them: ending a session at once. Used by the
// sessions page (every operator) and an operator's page (its sessions). A player id filter also shows the player's
// active launch restrictions (set by the operator in its back office).

const SessionsQuery = graphql(`
  query ConsoleSessions($filter: LaunchSessionFilter, $first: Int, $after: String) {
    sessions(filter: $filter, first: $first, after: $after) {
      items {
        id
        operatorId
        externalPlayerId
        gameSymbol
        gameTitle
        currency
        lang
        device
        state
        subscribers
        createdAt
        lastActivityAt
        expiresAt
        terminatedAt
      }
      nextCursor
    }
  }
`);

const SessionOperatorsQuery = graphql(`
  query ConsoleSessionOperators {
    operators {
      id
      name
    }
  }
`);

const TerminateSession = graphql(`
  mutation ConsoleTerminateSession($id: ID!) {
    terminateSession(id: $id) {
      id
      state
      terminatedAt
    }
  }
`);

type StateFilter = LaunchSessionState;
const PAGE_SIZE = 25;
/** Sessions come and go while the page is open; the list follows at this pace. */
const REFRESH_MS = 15_000;

export function SessionsPanel({ operatorId, initialPlayerId = "" }: { operatorId?: string; initialPlayerId?: string }) {
  const pages = useCursorPages();
  const [filters, setFilter] = useFilters<{
    operatorFilter: string;
    playerId: string;
    gameSymbol: string;
    state: StateFilter;
  }>({ operatorFilter: "", playerId: initialPlayerId, gameSymbol: "", state: "active" }, pages);
  const { operatorFilter, playerId, gameSymbol, state } = filters;
  const canEdit = useCanEdit();
  const confirm = useConfirm();
  const toast = useToast();
  const terminate = useMutation(TerminateSession);
  const operators = useQuery(SessionOperatorsQuery, {}, { skip: Boolean(operatorId) });
  const query = useQuery(
    SessionsQuery,
    {
      filter: {
        operatorId: operatorId ?? (operatorFilter || null),
        externalPlayerId: playerId.trim() || null,
        gameSymbol: gameSymbol.trim() || null,
        state,
      },
      first: PAGE_SIZE,
      after: pages.after,
    },
    { pollMs: REFRESH_MS },
  );

  async function end(session: { id: string; externalPlayerId: string; gameTitle: string; subscribers: number }) {
    const ok = await confirm({
      title: "End this session?",
      body: (
        <>
          <p>
            {session.gameTitle} for player <strong className="c-mono">{session.externalPlayerId}</strong> ends at once:
            its open game pages
            {session.subscribers > 0 ? ` (${session.subscribers} open now)` : ""} show “session ended” and its launch
            link stops working.
          </p>
          <p>The player can be launched again by the operator.</p>
        </>
      ),
      confirmLabel: "End session",
    });
    if (!ok) return;
    try {
      await terminate.mutate({ id: session.id });
      toast.success("Session ended", `${session.gameTitle} · ${session.externalPlayerId}`);
      await query.refetch();
    } catch (error) {
      toast.error("Could not end the session", errorMessage(error));
    }
  }

  return (
    <Card labelledBy="sessions-title" testId="sessions">
      <CardHeader
        id="sessions-title"
        title="Sessions"
        subtitle="Created by POST /api/provider/v1/launch-url; newest first."
      />
      <FilterBar>
        {operatorId ? null : (
          <SelectField
            label="Operator"
            value={operatorFilter}
            onChange={(event) => setFilter("operatorFilter")(event.target.value)}
            options={[
              { value: "", label: "Every operator" },
              ...(operators.data?.operators ?? []).map((operator) => ({ value: operator.id, label: operator.name })),
            ]}
          />
        )}
        <TextField
          label="Player id"
          value={playerId}
          onChange={(event) => setFilter("playerId")(event.target.value)}
          placeholder="exact external_player_id"
          mono
        />
        <TextField
          label="Game"
          value={gameSymbol}
          onChange={(event) => setFilter("gameSymbol")(event.target.value)}
          placeholder="symbol"
          mono
        />
        <SelectField
          label="State"
          value={state}
          onChange={(event) => setFilter("state")(event.target.value as StateFilter)}
          options={[
            { value: "active", label: "Active" },
            { value: "expired", label: "Expired" },
            { value: "ended", label: "Ended by staff" },
          ]}
        />
      </FilterBar>
      {playerId.trim() ? <PlayerRestrictionsNotice externalPlayerId={playerId.trim()} operatorId={operatorId} /> : null}
      <QueryView query={query}>
        {({ sessions }) =>
          sessions.items.length === 0 ? (
            <EmptyState
              icon="sessions"
              title={state === "active" ? "No active sessions" : `No ${state} sessions`}
              text="Sessions appear here when an operator creates a launch URL for a player."
            />
          ) : (
            <>
              <Table caption="Sessions" testId="sessions-table">
                <thead>
                  <tr>
                    <th>Player</th>
                    <th>Game</th>
                    {operatorId ? null : <th>Operator</th>}
                    <th>State</th>
                    <th className="c-cell-num">Open pages</th>
                    <th>Last activity</th>
                    <th>Expires</th>
                    <ActionsHeader />
                  </tr>
                </thead>
                <tbody>
                  {sessions.items.map((session) => (
                    <tr key={session.id} data-testid={`session-row-${session.id}`}>
                      <td>
                        <span className="c-cell-title c-mono">{session.externalPlayerId}</span>
                        <span className="c-cell-sub c-mono" title="session_id">
                          {session.id}
                        </span>
                      </td>
                      <td>
                        <Link
                          className="c-cell-title"
                          href={`/console/games/${encodeURIComponent(session.gameSymbol)}`}
                        >
                          {session.gameTitle}
                        </Link>
                        <span className="c-cell-sub">
                          {session.currency} · {session.lang} · {session.device}
                        </span>
                      </td>
                      {operatorId ? null : (
                        <td className="c-nowrap">
                          <Link href={`/console/operators/${encodeURIComponent(session.operatorId)}`}>
                            {session.operatorId}
                          </Link>
                        </td>
                      )}
                      <td>
                        <Badge tone={toneOf(session.state)}>{session.state}</Badge>
                      </td>
                      <td className="c-cell-num">{formatCount(session.subscribers)}</td>
                      <td>
                        <TimeText value={session.lastActivityAt} />
                      </td>
                      <td>
                        {session.terminatedAt ? (
                          <span className="c-faint">
                            ended <TimeText value={session.terminatedAt} />
                          </span>
                        ) : (
                          <TimeText value={session.expiresAt} />
                        )}
                      </td>
                      <td className="c-cell-actions">
                        {session.state === "active" ? (
                          <Button
                            size="sm"
                            variant="danger-soft"
                            icon="power"
                            onClick={() => void end(session)}
                            disabled={!canEdit}
                            title={canEdit ? undefined : VIEWER_HINT}
                            data-testid="terminate-session"
                          >
                            End
                          </Button>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              <Pager pages={pages} nextCursor={sessions.nextCursor} shown={sessions.items.length} noun="session" />
            </>
          )
        }
      </QueryView>
    </Card>
  );
}
