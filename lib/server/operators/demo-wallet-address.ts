import { appBaseUrl } from "@/lib/server/http/app-base-url";

// The in-app demo wallet is served by every instance of the app (its accounts live in the database), so a demo
// operator stores its wallet address relative, "/api/demo-wallet/<walletId>", and each call resolves it against
// the address of the instance making the call (PUBLIC_BASE_URL, else localhost on its own PORT). Restarting on
// another port, seeding from the CLI without PORT, or several instances side by side: the callbacks reach a demo
// wallet that is up, never a stored port nobody listens on.

export const DEMO_WALLET_PATH = "/api/demo-wallet";

const DEMO_WALLET_ADDRESS = /^\/api\/demo-wallet\/[A-Za-z0-9_-]{1,64}$/;

/** The stored wallet address of a demo operator whose wallet is the in-app demo wallet `walletId`. */
export function demoWalletAddress(walletId: string): string {
  return `${DEMO_WALLET_PATH}/${walletId}`;
}

export function isDemoWalletAddress(value: string): boolean {
  return DEMO_WALLET_ADDRESS.test(value);
}

/** The URL to call for a stored wallet base URL: a demo wallet address on this instance, anything else as is. */
export function resolveWalletBaseUrl(stored: string, env: NodeJS.ProcessEnv = process.env): string {
  return isDemoWalletAddress(stored) ? `${appBaseUrl(env)}${stored}` : stored;
}
