// What the attempt log stores of a wallet call: credentials redacted, bodies capped.

const SENSITIVE_NAME = /token|secret|password|passwd|api[-_]?key|authorization|cookie|session[-_]?key|auth/i;

/** URL as stored in the attempt log: no user-info, no values of credential-like query parameters. */
export function redactUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.username || url.password) {
    url.username = "redacted";
    url.password = "";
  }
  for (const name of [...url.searchParams.keys()]) {
    if (SENSITIVE_NAME.test(name)) url.searchParams.set(name, "redacted");
  }
  return url.toString();
}

/** Headers as stored: the signature is kept (it proves what was sent); credential headers are redacted. */
export function redactHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      SENSITIVE_NAME.test(name) && !name.endsWith("-signature") ? "redacted" : value,
    ]),
  );
}

export function capText(text: string | null, maxBytes: number): string | null {
  if (text === null) return null;
  const bytes = Buffer.from(text, "utf8");
  if (bytes.length <= maxBytes) return text;
  return `${bytes.subarray(0, maxBytes).toString("utf8")}…[${bytes.length - maxBytes} more bytes]`;
}
