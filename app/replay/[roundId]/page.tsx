import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { RoundReplay } from "@/lib/game/ui/round-replay";
import { formatMessage, gameMessages, resolveGameLang } from "@/lib/i18n/game-messages";
import { loadRoundReplay } from "@/lib/server/replay/load-round-replay";

// GET /replay/<round_id>?expires=…&signature=…[&lang=en|tr] — one round replayed read-only (the replay_url of the
// round details). No session, cookie or key: the signature is the permission, and it only permits looking. An
// invalid, expired or revoked link is a 404 with a plain explanation (not-found.tsx).

type ReplayPageProps = {
  params: Promise<{ roundId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined): string | undefined =>
  typeof value === "string" ? value : undefined;

// Metadata and the page share one lookup per request.
const loadReplay = cache(async (roundId: string, expires: string | undefined, signature: string | undefined) =>
  loadRoundReplay({ roundId, expires, signature, now: new Date() }),
);

async function readReplay(props: ReplayPageProps) {
  const [{ roundId }, query] = await Promise.all([props.params, props.searchParams]);
  const result = await loadReplay(roundId, one(query.expires), one(query.signature));
  return result.status === "ok"
    ? { replay: result.replay, lang: resolveGameLang(one(query.lang) ?? result.replay.lang) }
    : null;
}

// The address carries the link's signature: never sent on as a referrer, never indexed.
const privacy = { referrer: "no-referrer", robots: { index: false, follow: false } } satisfies Metadata;

export async function generateMetadata(props: ReplayPageProps): Promise<Metadata> {
  // An invalid link's 404 comes from the page (notFound there renders not-found.tsx on the server; thrown here, the
  // answer would be an empty shell filled in by the browser).
  const shown = await readReplay(props);
  return shown
    ? {
        ...privacy,
        title: formatMessage(gameMessages(shown.lang).documentTitleReplay, { round: shown.replay.round.id }),
      }
    : privacy;
}

export default async function ReplayPage(props: ReplayPageProps) {
  const shown = await readReplay(props);
  if (!shown) notFound();
  return <RoundReplay {...shown.replay} lang={shown.lang} />;
}
