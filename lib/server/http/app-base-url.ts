/** The address people and operators reach this app at: PUBLIC_BASE_URL, else http://localhost:<PORT or 3000>. */
export function appBaseUrl(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.PUBLIC_BASE_URL?.trim();
  if (configured) return configured.replace(/\/+$/, "");
  return `http://localhost:${env.PORT?.trim() || "3000"}`;
}
