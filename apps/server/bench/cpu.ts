// Where the machine's CPU goes during a scenario: the server process, PostgreSQL's processes and
// the load generator (this process: autocannon runs in it), in milliseconds per request, and how
// busy the whole machine was. The profiles' "writev" share is mostly time the server spent
// preempted after waking PostgreSQL or the load generator (its system time per call is a few
// microseconds), so what a request costs is best read here. Linux only (/proc); elsewhere null.
import { readFileSync, readdirSync } from 'node:fs';

/** /proc reports CPU time in clock ticks of 1/100 s (USER_HZ) on Linux. */
const TICK_MS = 10;

export interface CpuSplit {
  /** CPU milliseconds per request. */
  server: number;
  database: number;
  load: number;
  /** Share of the machine's CPU in use over the scenario, 0 to 1. */
  busy: number;
}

interface Sample {
  server: number;
  database: Map<string, number>;
  load: number;
  machineBusy: number;
  machineTotal: number;
}

/** utime + stime of a process, in milliseconds (0 once it has gone). */
function processMs(pid: number | string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may contain spaces; the fields after it are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** Each PostgreSQL process's CPU so far, by pid. */
function postgresMs(): Map<string, number> {
  const out = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') {
        out.set(entry, processMs(entry));
      }
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/**
 * PostgreSQL's CPU between two samples: of the processes still there at the end (a connection
 * that ended meanwhile takes its time with it, so this errs low, never below zero).
 */
function postgresBetween(before: Map<string, number>, after: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

function machine(): { busy: number; total: number } {
  const [cpu] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpu!.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

function sample(serverPid: number): Sample | null {
  try {
    const { user, system } = process.cpuUsage();
    const m = machine();
    return {
      server: processMs(serverPid),
      database: postgresMs(),
      load: (user + system) / 1000,
      machineBusy: m.busy,
      machineTotal: m.total,
    };
  } catch {
    return null; // not Linux
  }
}

/** Starts measuring; the returned function ends it and divides by the requests served. */
export function startCpuSplit(
  serverPid: number | undefined,
): (requests: number) => CpuSplit | null {
  const before = serverPid === undefined ? null : sample(serverPid);
  return (requests) => {
    if (!before || serverPid === undefined || requests <= 0) return null;
    const after = sample(serverPid);
    if (!after) return null;
    return {
      server: (after.server - before.server) / requests,
      database: postgresBetween(before.database, after.database) / requests,
      load: (after.load - before.load) / requests,
      busy: (after.machineBusy - before.machineBusy) / (after.machineTotal - before.machineTotal),
    };
  };
}
