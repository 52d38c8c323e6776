// Headers every response gets; pages also get their Content-Security-Policy from proxy.ts. A header set here
// replaces the same header set by a route handler, so the rules below leave out the routes that choose their own
// (artwork's SVG policy, the launch exchange's page).
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  {
    key: "Permissions-Policy",
    value:
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), bluetooth=(), midi=(), browsing-topics=()",
  },
];

// JSON and text endpoints: nothing in them may load or run anything, or be framed.
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let several builds (and their servers) coexist, e.g. in tests.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // Compression belongs to the reverse proxy; SSE must never be compressed.
  compress: false,
  // `npm test` type-checks the whole project (tsc) before it builds: its build skips Next's second pass over the same
  // files. Every other build (`npm run build`, the demo) checks types as usual.
  typescript: { ignoreBuildErrors: process.env.GP_TYPES_CHECKED === "1" },
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/schema-engine-wasm"],
  async headers() {
    return [
      { source: "/:path*", headers: SECURITY_HEADERS },
      // The game's addresses carry a session id (/play a launch token, /replay a link's signature): never sent on as
      // a referrer.
      {
        source: "/((?!game/|play/|replay/).*)",
        headers: [{ key: "Referrer-Policy", value: "strict-origin-when-cross-origin" }],
      },
      ...["/game/:path*", "/play/:path*", "/replay/:path*"].map((source) => ({
        source,
        headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
      })),
      // Legacy browsers ignore CSP frame-ancestors; game pages (framed by operator lobbies) are left out, and round
      // replays may be framed by this origin's own console.
      { source: "/((?!game/|play/|replay/).*)", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
      { source: "/replay/:path*", headers: [{ key: "X-Frame-Options", value: "SAMEORIGIN" }] },
      // HSTS only where the browser came over https (a TLS-terminating proxy says so in X-Forwarded-Proto).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000" }],
      },
      // Artwork routes set their own policy (SVG); the GraphQL endpoint serves the Apollo Sandbox page outside
      // production and only must not be framed.
      {
        source: "/api/:path((?!graphql(?:/|$)|provider/v1/game-art/|console/art/).*)",
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      },
      { source: "/api/graphql", headers: [{ key: "Content-Security-Policy", value: "frame-ancestors 'none'" }] },
      ...["/health", "/ready", "/metrics"].map((source) => ({
        source,
        headers: [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }],
      })),
    ];
  },
};

export default nextConfig;
