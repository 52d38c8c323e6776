import { execFile } from "node:child_process";
import path from "node:path";

// `npm run gp -- <args>` as a child process, started as the npm script starts it: one Node.js process with the tsx
// loader (tsx's own CLI would start a second one).

export interface GpProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runGpProcess(args: string[], env: NodeJS.ProcessEnv): Promise<GpProcessResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", path.resolve("lib/cli/gp.ts"), ...args],
      { env },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
