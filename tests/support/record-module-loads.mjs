// `node --import <this file>` records every module the process resolves (ESM imports, static and dynamic), one URL a
// line, in the file named by RECORD_MODULE_LOADS. Used to check what a command loads, not how long it takes.
import { register } from "node:module";

register("./record-module-loads-hooks.mjs", import.meta.url, { data: { file: process.env.RECORD_MODULE_LOADS } });
