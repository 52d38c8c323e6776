// Next.js calls register() once when a server process starts (not during the build).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startInstanceOrExit } = await import("./lib/server/boot/start-instance");
  await startInstanceOrExit();
}
