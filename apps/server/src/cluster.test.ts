// WORKERS=3: three server processes answer on one port; one killed with SIGKILL is replaced while
// the others keep answering; stopping the primary stops them all. Needs PostgreSQL and Redis (the
// PostgreSQL + Redis pass of test/run-suites.mjs).
import { describe, expect, it } from 'vitest';
import { eventually } from '../test/support/eventually';
import {
  answeringPid,
  canRunCrossProcess,
  startServerProcesses,
} from '../test/support/server-processes';

/** Asks until `count` different processes have answered; returns their ids. */
async function pidsAnswering(baseUrl: string, count: number, exclude: number[] = []) {
  const seen = new Set<number>();
  await eventually(
    async () => {
      const pid = await answeringPid(baseUrl);
      if (pid !== undefined && !exclude.includes(pid)) seen.add(pid);
      return seen.size >= count || undefined;
    },
    { what: `${count} server processes answering`, timeoutMs: 240_000 },
  );
  return [...seen];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('WORKERS=3', () => {
  it.runIf(canRunCrossProcess)(
    'serves from three processes on one port and replaces one that is killed',
    async () => {
      const processes = await startServerProcesses(['cluster'], { env: { WORKERS: '3' } });
      const [url] = processes.urls as [string];
      let pids: number[] = [];
      try {
        pids = await pidsAnswering(url, 3);
        const [victim] = pids as [number];
        process.kill(victim, 'SIGKILL');
        // The two others answer at once; a third, new process joins them.
        const replaced = await pidsAnswering(url, 3, [victim]);
        expect(replaced).not.toContain(victim);
        pids.push(...replaced);
      } finally {
        await processes.close();
      }
      await eventually(() => pids.every((pid) => !alive(pid)) || undefined, {
        what: 'every server process stopped with the primary',
      });
    },
    600_000,
  );
});
