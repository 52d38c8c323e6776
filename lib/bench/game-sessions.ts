import { request } from "undici";

// Launch sessions as an operator and a browser would make them: POST launch-url with the operator key, then open
// launch_url (GET /play/<symbol>?token=…) to exchange the one-time token for the session cookie.

export interface BenchSession {
  sessionId: string;
  symbol: string;
  /** "gp_rt_<sessionId>=<token>", ready for a Cookie header. */
  cookie: string;
}

export async function launchSession(options: {
  baseUrl: string;
  operatorKey: string;
  symbol: string;
  playerId: string;
}): Promise<BenchSession> {
  const launch = await request(`${options.baseUrl}/api/provider/v1/launch-url`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-provider-api-key": options.operatorKey },
    body: JSON.stringify({ symbol: options.symbol, external_player_id: options.playerId, currency: "EUR" }),
  });
  const launched = (await launch.body.json()) as { session_id?: string; launch_url?: string };
  if (launch.statusCode !== 200 || !launched.launch_url || !launched.session_id) {
    throw new Error(`launch-url answered ${launch.statusCode}: ${JSON.stringify(launched)}`);
  }
  // launch_url points at GAME_BASE_URL; the bench opens the same path on the instance it talks to.
  const launchUrl = new URL(launched.launch_url);
  const exchange = await request(`${options.baseUrl}${launchUrl.pathname}${launchUrl.search}`, { method: "GET" });
  await exchange.body.dump();
  const setCookie = exchange.headers["set-cookie"];
  const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""])
    .map((value) => value.split(";")[0]!)
    .find((value) => value.startsWith("gp_rt_"));
  if (exchange.statusCode !== 303 || !cookie)
    throw new Error(`launch token exchange answered ${exchange.statusCode} without a session cookie`);
  return { sessionId: launched.session_id, symbol: options.symbol, cookie };
}

/** Runs `task` for every item with at most `concurrency` in flight; results keep the items' order. */
export async function mapConcurrent<T, R>(
  items: readonly T[],
  concurrency: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
