import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

// CPU time and memory of a server process and its children, read from /proc (Linux). Same-run CPU per request is
// the figure least disturbed by other load on a shared machine.

let clockTicks: number | null = null;

function ticksPerSecond(): number {
  clockTicks ??= Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  return clockTicks;
}

function readStat(pid: number): { ppid: number; cpuTicks: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name may hold spaces and parentheses: the fields that follow start after the last ")".
    const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** The process and all its descendants. */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(entry));
    children.set(stat.ppid, list);
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** User + system CPU milliseconds used so far by these processes. */
export function cpuMilliseconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) ticks += readStat(pid)?.cpuTicks ?? 0;
  return (ticks / ticksPerSecond()) * 1000;
}

/** Resident set size in bytes of these processes. */
export function residentBytes(pids: number[]): number {
  let kib = 0;
  for (const pid of pids) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      kib += Number(match?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return kib * 1024;
}
