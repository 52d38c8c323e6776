import { defineConfig, devices } from "@playwright/test";

// Browser tests on Debian's Chromium (Playwright cannot download its own build here).
// global-setup.ts prepares a seeded database and starts the BUILT app (`npm run build` first, with the same
// NEXT_DIST_DIR) for each worker: on PostgreSQL when TEST_DATABASE_URL is set (two instances, for the
// cross-instance balance refresh), else on the embedded PGlite (one instance). Each worker has its own database,
// operator, wallet and players, so spec files run in parallel; a file's tests run in order, one at a time.
// PLAYWRIGHT_WORKERS overrides the two workers.
export default defineConfig({
  testDir: "./browser",
  testMatch: "*.spec.ts",
  globalSetup: "./browser/global-setup.ts",
  fullyParallel: false,
  workers: Number(process.env.PLAYWRIGHT_WORKERS) || 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "../test-results",
  use: {
    ...devices["Desktop Chrome"],
    locale: "en-GB",
    // As a player who asks their system for reduced motion: a round's result lands at once, with no reel spin-up,
    // stagger, landing or count-up (use-reel-animation.ts). game-play and game-features play in full motion.
    reducedMotion: "reduce",
    // A failed test keeps its trace (actions, DOM snapshots, network) without the screencast: encoding a frame for
    // every paint of every passing test cost about a sixth of the run's CPU.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        // Without these, Chromium rasterises and composites through SwiftShader (a GPU emulated on the CPU): its
        // GPU process was the run's busiest process. Plain software raster and compositing draw the same pages for
        // about 7 % less CPU and time.
        "--disable-gpu-rasterization",
        "--disable-gpu-compositing",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
});
