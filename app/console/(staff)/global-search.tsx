"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { graphql } from "@/graphql/generated/client";
import type { SearchHitKind } from "@/graphql/generated/client/graphql";
import { errorMessage, executeGraphQL } from "@/lib/console/graphql-client";
import { Icon } from "@/lib/console/ui/icons";
import "./global-search.css";

// The console header's search box: type a name or an id (operator, game, campaign, player, session, round or
// transaction) and press Enter. One hit opens its page at once; several are listed (arrow keys move, Enter opens,
// Escape closes); none says so.

const SearchQuery = graphql(`
  query ConsoleSearch($query: String!) {
    search(query: $query) {
      kind
      id
      title
      detail
      href
    }
  }
`);

const KIND_LABELS: Record<SearchHitKind, string> = {
  operator: "Operator",
  game: "Game",
  campaign: "Campaign",
  session: "Session",
  round: "Round",
  transaction: "Transaction",
  player: "Player",
};

type Hit = { kind: SearchHitKind; id: string; title: string; detail: string; href: string };

export function GlobalSearch() {
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState("");
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [busy, setBusy] = useState(false);

  function open(hit: Hit) {
    setHits(null);
    setMessage(null);
    router.push(hit.href);
  }

  // The box's own value, not the state: text typed before the page hydrated is in the box but not yet in the state.
  async function search(typed: string) {
    const query = typed.trim();
    if (!query) return;
    setBusy(true);
    try {
      const data = await executeGraphQL(SearchQuery, { query });
      if (data.search.length === 1) {
        open(data.search[0]!);
        return;
      }
      setHits(data.search);
      setActive(0);
      setMessage(data.search.length === 0 ? `No results for “${query}”` : null);
    } catch (error) {
      setHits([]);
      setMessage(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  const listed = hits !== null && (hits.length > 0 || message !== null);
  return (
    <div className="c-global-search" role="search" data-testid="global-search">
      <span className="c-search-icon" aria-hidden="true">
        {busy ? <span className="c-spinner" /> : <Icon name="search" size={17} />}
      </span>
      <input
        type="search"
        aria-label="Search by name or id: operators, games, campaigns, players, sessions, rounds, transactions"
        placeholder="Search names and ids"
        value={text}
        role="combobox"
        aria-expanded={listed}
        aria-controls={listId}
        aria-activedescendant={hits?.length ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setHits(null);
          setMessage(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            if (hits?.length) open(hits[active]!);
            else void search(event.currentTarget.value);
          } else if (event.key === "ArrowDown" && hits?.length) {
            event.preventDefault();
            setActive((index) => (index + 1) % hits.length);
          } else if (event.key === "ArrowUp" && hits?.length) {
            event.preventDefault();
            setActive((index) => (index - 1 + hits.length) % hits.length);
          } else if (event.key === "Escape") {
            setHits(null);
            setMessage(null);
          }
        }}
        data-testid="global-search-input"
      />
      {listed ? (
        <ul
          className="c-search-results"
          id={listId}
          role="listbox"
          aria-label="Search results"
          data-testid="global-search-results"
        >
          {message ? (
            <li role="option" aria-selected={false} aria-disabled="true">
              <span className="c-muted" data-testid="global-search-message">
                {message}
              </span>
            </li>
          ) : null}
          {(hits ?? []).map((hit, index) => (
            <li
              key={`${hit.kind}:${hit.id}:${hit.href}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
            >
              <a
                href={hit.href}
                onClick={(event) => {
                  event.preventDefault();
                  open(hit);
                }}
              >
                <span className="c-search-hit-title">
                  {KIND_LABELS[hit.kind]} · {hit.title}
                </span>
                <span className="c-search-hit-detail">{hit.detail}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
