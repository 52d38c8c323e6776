// The operator's return_url is used as a link target, so only web addresses are: a javascript: or data: URL
// stored by a careless launch must never become a clickable link on the game page.
export function safeLobbyUrl(returnUrl: string | null | undefined): string | null {
  if (!returnUrl) return null;
  try {
    const url = new URL(returnUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}
