// The fan-out scenario (issue 25): the most-followed author (a celebrity of the seed, about
// 50,000 followers at full scale) posts through the API, and the time until the post is in every
// follower's home timeline is measured by watching the database (the fan-out job marks the post
// done when its last batch is in). PostgreSQL only: PGlite's files are open in the server alone.
import type pg from 'pg';
import type { Measurement } from './report';

export interface FanOutAuthor {
  id: string;
  token: string;
}

/** Milliseconds from the POST until the post is in every follower's timeline, a few times. */
export async function measureFanOut(
  url: string,
  pool: pg.Pool,
  author: FanOutAuthor,
  { runs = 3, timeoutSeconds = 120 }: { runs?: number; timeoutSeconds?: number } = {},
): Promise<Measurement & { followers: number; reached: number }> {
  const followers = Number(
    (
      await pool.query<{ n: number }>(
        'select count(*)::int as n from follows where followee_id = $1',
        [author.id],
      )
    ).rows[0]!.n,
  );
  const times: number[] = [];
  let reached = 0;
  let errors = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/api/user/post`, {
      method: 'POST',
      headers: { authorization: `Bearer ${author.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: `<p>Fan-out bench ${i}: the whole crew, please read</p>` }),
    });
    if (response.status !== 201) {
      errors++;
      continue;
    }
    const { id } = (await response.json()) as { id: string };
    const deadline = started + timeoutSeconds * 1000;
    let done = false;
    while (!done && performance.now() < deadline) {
      const row = await pool.query<{ pending: boolean }>(
        'select timeline_pending as pending from posts where id = $1',
        [id],
      );
      done = row.rows[0]?.pending === false;
      if (!done) await new Promise((r) => setTimeout(r, 100));
    }
    if (!done) {
      errors++;
      continue;
    }
    times.push(performance.now() - started);
    reached = Number(
      (
        await pool.query<{ n: number }>(
          'select count(*)::int as n from home_timeline where post_id = $1',
          [id],
        )
      ).rows[0]!.n,
    );
  }
  times.sort((a, b) => a - b);
  const worst = times.at(-1) ?? 0;
  return {
    requestsPerSecond: 0,
    p50: times[Math.floor((times.length - 1) / 2)] ?? 0,
    p99: worst,
    total: times.length,
    non2xx: 0,
    errors,
    followers,
    reached,
  };
}
