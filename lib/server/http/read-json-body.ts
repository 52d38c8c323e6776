import { AppError } from "@/lib/base/errors";
import { positiveIntegerSetting } from "@/lib/base/env-setting";
import { readRequestBytes } from "./read-body-capped";

// JSON request bodies are capped (docs/decisions.md: 64 KiB, JSON_BODY_MAX_BYTES) and read as a stream, so an oversized
// body is refused with 413 without buffering it, whatever Content-Length claims.

export function jsonBodyMaxBytes(): number {
  return positiveIntegerSetting("JSON_BODY_MAX_BYTES", 64 * 1024);
}

/** `maxBytes` overrides the cap for a route whose bodies are larger by design (free-rounds player lists). */
export async function readJsonBody(request: Request, options?: { maxBytes?: number }): Promise<unknown> {
  const maxBytes = options?.maxBytes ?? jsonBodyMaxBytes();
  // The rest of the body stays unread, so the connection cannot carry another request: tell the client to close it
  // rather than let it send the next request into a socket the server is about to drop.
  const tooLarge = () =>
    new AppError("payload_too_large", `Request body exceeds the limit of ${maxBytes} bytes`, {
      headers: { connection: "close" },
    });
  const bytes = await readRequestBytes(request, maxBytes, tooLarge);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("invalid_json", "Request body is not valid UTF-8 JSON");
  }
  if (!text.trim()) throw new AppError("invalid_json", "Request body is empty; send a JSON object");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError("invalid_json", "Request body is not valid JSON");
  }
}
