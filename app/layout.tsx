import type { ReactNode } from "react";

export const metadata = { title: "Game Provider Platform" };

// Every page is rendered per request: proxy.ts gives each response a fresh CSP nonce, which Next.js can only put
// on the scripts of a page it renders now (a prerendered page's inline scripts would be blocked).
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
