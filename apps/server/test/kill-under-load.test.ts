// kill -9 one of three server processes while people post, react and send messages through all
// of them: every write that was answered 2xx is in the database afterwards, the clients carry on
// against the other two, and a background job that was under way in the killed process (a video
// being processed, held on its storage read so it is certainly running there) is finished by
// another once its heartbeat has stopped (platform/jobs/jobs.ts, "Takeover"). Runs in the
// PostgreSQL + Redis pass; nothing here depends on speed: every wait is for a state, not a time.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './support/app';
import { eventually } from './support/eventually';
import { createVerifiedUser, uploadFileAs, type TestUser } from './support/factories';
import { startHoldingProxy, type HoldingProxy } from './support/holding-proxy';
import { api } from './support/http';
import { startS3 } from './support/s3';
import { canRunCrossProcess, startServerProcesses } from './support/server-processes';

const hasFfmpeg = spawnSync('ffmpeg', ['-version']).status === 0;
const NAMES = ['a', 'b', 'c'];
/** Writes each client makes after the kill, all against the two processes left. */
const AFTER_KILL = 12;

interface Acknowledged {
  posts: string[];
  /** The reaction state each answer acknowledged (a like is a toggle: see step). */
  reactions: Array<{ postId: string; userId: string; present: boolean }>;
  messages: string[];
}

/**
 * One person's client: writes in turn (post, react to someone's post, message the next person),
 * each to the next process in turn; a connection refused or broken, or a 502/503, is retried
 * against the next process, as a client behind a load balancer would see it.
 */
function client(
  index: number,
  person: TestUser,
  others: TestUser[],
  urls: string[],
  seenPosts: string[],
  acked: Acknowledged,
) {
  let turn = index;
  const reacted = new Set<string>();
  const stats = { writes: 0, retries: 0, refusedByDead: 0, unexpected: [] as string[] };
  const send = async (path: string, body: unknown): Promise<any> => {
    for (let attempt = 0; attempt < 30; attempt++) {
      const url = urls[turn++ % urls.length]!;
      try {
        const answer = await api(url, 'POST', path, { token: person.token, body });
        if (answer.status >= 200 && answer.status < 300) return answer.body;
        if (answer.status !== 502 && answer.status !== 503) {
          stats.unexpected.push(`${path} ${answer.status} ${JSON.stringify(answer.body)}`);
          return undefined;
        }
      } catch {
        // refused (the process is gone) or reset (it died mid-request): try the next one
      }
      stats.retries++;
    }
    throw new Error(`${path}: no process answered in 30 attempts`);
  };
  const step = async (n: number) => {
    const kind = n % 3;
    if (kind === 0) {
      const post = await send('/user/post', { text: `Load post ${person.username} ${n}` });
      if (post) {
        acked.posts.push(post.id);
        seenPosts.push(post.id);
      }
    } else if (kind === 1) {
      const postId = seenPosts.findLast((id) => !reacted.has(id));
      if (postId) {
        reacted.add(postId);
        const answer = await send(`/user/post/${postId}/like`, { type: 'like' });
        // Liking toggles: when the dead process had stored the like but died before answering,
        // the retry takes it back, and says so. The state the last answer gives is what counts.
        if (answer) {
          acked.reactions.push({
            postId,
            userId: person.id,
            present: answer.liked_by_user !== null,
          });
        }
      }
    } else {
      const to = others[n % others.length]!;
      const message = await send(`/user/dm/${to.id}/message`, { text: `Load message ${n}` });
      if (message) acked.messages.push(message.id);
    }
    stats.writes++;
  };
  return { step, stats };
}

describe('kill -9 under load', () => {
  it.runIf(canRunCrossProcess && hasFfmpeg)(
    'no acknowledged write is lost, clients go on with the others, and its running job is finished elsewhere',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'trestle-kill-'));
      const s3 = await startS3();
      // One proxy per process in front of the bucket: the one that holds the video's read names
      // the process running its job.
      const proxies: HoldingProxy[] = await Promise.all(
        NAMES.map(() =>
          startHoldingProxy(s3.config.endpoint!, (method, path) => {
            return method === 'GET' && path.includes('-source.');
          }),
        ),
      );
      const processes = await startServerProcesses(NAMES, {
        s3: s3.config,
        envOf: (name) => ({ S3_ENDPOINT: proxies[NAMES.indexOf(name)]!.url }),
        env: { POSTING_RATE_LIMIT: '100000', MESSAGING_RATE_LIMIT: '100000' },
      });
      const { urls, database } = processes;
      const on = (url: string) => ({ url, smtp: processes.smtp }) as TestApp;
      try {
        const people: TestUser[] = [];
        for (let i = 0; i < 6; i++) people.push(await createVerifiedUser(on(urls[i % 3]!)));
        await database.db.updateTable('users').set({ dm_setting: 'all' }).execute();

        // A short video, uploaded through A: its media.process job waits on the held read.
        const video = join(dir, 'clip.mp4');
        const made = spawnSync('ffmpeg', [
          ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=2'],
          ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', video],
        ]);
        expect(made.status, made.stderr?.toString()).toBe(0);
        const uploaded = await uploadFileAs(
          on(urls[0]!),
          people[0]!,
          await readFile(video),
          'clip.mp4',
        );
        const fileName = uploaded.filename;

        const acked: Acknowledged = { posts: [], reactions: [], messages: [] };
        const seenPosts: string[] = [];
        const clients = people.map((person, i) =>
          client(
            i,
            person,
            people.filter((p) => p !== person),
            urls,
            seenPosts,
            acked,
          ),
        );
        let killed = false;
        const load = clients.map(async ({ step, stats }) => {
          let n = 0;
          let afterKill = 0;
          while (afterKill < AFTER_KILL) {
            await step(n++);
            if (killed) afterKill++;
          }
          return stats;
        });

        // The job is under way in the process whose proxy holds its read; that one is killed,
        // mid-load.
        const victim = await eventually(
          () => {
            const index = proxies.findIndex((p) => p.held.length > 0);
            return index >= 0 ? index : undefined;
          },
          { what: 'the video job reading its source', timeoutMs: 180_000 },
        );
        await eventually(() => acked.posts.length >= 6 || undefined, {
          what: 'writes acknowledged before the kill',
          timeoutMs: 180_000,
        });
        const { rows: activeBefore } = await database.pool.query<{ id: string; state: string }>(
          "select id, state from pgboss.job where name = 'media.process'",
        );
        expect(activeBefore.map((r) => r.state)).toEqual(['active']);
        await processes.kill(victim);
        killed = true;
        // The read the dead process was waiting for goes nowhere; the others read freely.
        for (const proxy of proxies) proxy.release();

        const stats = await Promise.all(load);
        expect(stats.flatMap((s) => s.unexpected)).toEqual([]);
        // Round robin kept sending to the dead process after the kill: those were retried.
        expect(stats.reduce((sum, s) => sum + s.retries, 0)).toBeGreaterThan(0);

        // Every acknowledged write is stored.
        const stored = async (table: 'posts' | 'dm_messages', ids: string[]) =>
          (await database.db.selectFrom(table).select('id').where('id', 'in', ids).execute()).map(
            (r) => r.id,
          );
        expect(new Set(await stored('posts', acked.posts))).toEqual(new Set(acked.posts));
        expect(new Set(await stored('dm_messages', acked.messages))).toEqual(
          new Set(acked.messages),
        );
        const reactions = await database.db
          .selectFrom('reactions')
          .select(['post_id', 'user_id'])
          .execute();
        const reactionKeys = new Set(reactions.map((r) => `${r.post_id}/${r.user_id}`));
        for (const r of acked.reactions) {
          expect(reactionKeys.has(`${r.postId}/${r.userId}`), `${r.postId}/${r.userId}`).toBe(
            r.present,
          );
        }
        expect(acked.posts.length).toBeGreaterThan(0);
        expect(acked.reactions.filter((r) => r.present).length).toBeGreaterThan(0);
        expect(acked.messages.length).toBeGreaterThan(0);

        // The job the dead process was running expires (no heartbeat) and another process runs
        // it to the end: a retry, completed, and the video ready.
        const job = await eventually(
          async () => {
            const { rows } = await database.pool.query<{ state: string; retry_count: number }>(
              `select state, retry_count from pgboss.job where name = 'media.process'`,
            );
            return rows[0]?.state === 'completed' ? rows[0] : undefined;
          },
          { what: 'the video job completed by another process', timeoutMs: 300_000 },
        );
        expect(job.retry_count).toBeGreaterThanOrEqual(1);
        const file = await database.db
          .selectFrom('files')
          .select('status')
          .where('name', '=', fileName)
          .executeTakeFirstOrThrow();
        expect(file.status).toBe('ready');

        // Nothing the load queued is left behind (notifications, announcements).
        await eventually(
          async () => {
            const { rows } = await database.pool.query<{ n: number }>(
              `select count(*)::int as n from pgboss.job
                where name in ('notifications.create', 'posts.announce', 'media.process')
                  and state in ('created', 'retry', 'active')`,
            );
            return rows[0]!.n === 0 || undefined;
          },
          { what: 'every queued job finished', timeoutMs: 300_000 },
        );
      } finally {
        await processes.close();
        await Promise.all(proxies.map((p) => p.close()));
        await s3.close();
        await rm(dir, { recursive: true, force: true });
      }
    },
    900_000,
  );
});
