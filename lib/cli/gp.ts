// npm run gp -- <command> [--json]: the operations CLI (run-gp.ts), its exit code the process's.
import { runGp } from "./run-gp";

process.exitCode = await runGp({ argv: process.argv.slice(2) });
