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

const one = (value: string | string[] | undefined): string | undefined => (typeof value === "string" ? value : undefined);

// Metadata and the page share one lookup per request.
const loadReplay = cache(async (roundId: string, expires: string | undefined, signature: string | undefined) =>
  loadRoundReplay({ roundId, expires, signature, now: new Date() }),
);

async function pageReplay(props: ReplayPageProps) {
  const [{ roundId }, query] = await Promise.all([props.params, props.searchParams]);
  const result = await loadReplay(roundId, one(query.expires), one(query.signature));
  if (result.status !== "ok") notFound();
  return { replay: result.replay, lang: resolveGameLang(one(query.lang) ?? result.replay.lang) };
}

export async function generateMetadata(props: ReplayPageProps): Promise<Metadata> {
  const { replay, lang } = await pageReplay(props);
  // The address carries the link's signature: never sent on as a referrer, never indexed.
  return { title: formatMessage(gameMessages(lang).documentTitleReplay, { round: replay.round.id }), referrer: "no-referrer", robots: { index: false, follow: false } };
}

export default async function ReplayPage(props: ReplayPageProps) {
  const { replay, lang } = await pageReplay(props);
  return <RoundReplay {...replay} lang={lang} />;
}
