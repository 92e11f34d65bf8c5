// Direct messages in the bench: sending (an autocannon scenario in run.ts) and delivery, measured
// here: recipients hold Socket.IO connections, senders post messages over HTTP, and each message's
// latency runs from the start of its POST to its `dm:message` on the recipient's socket. The seed
// holds no messages: every message is the bench's own and is removed after the run.
import { performance } from 'node:perf_hooks';
import { connectTrestleSocket, type TrestleSocket } from '@trestle/sdk';
import type pg from 'pg';
import type { BenchViewer } from './fixtures';
import type { Measurement } from './report';

/** Lets every sampled viewer take messages from anyone (the seed keeps the default, followers). */
export async function openMessaging(pool: pg.Pool, viewers: readonly BenchViewer[]) {
  await pool.query(`update users set dm_setting = 'all' where id = any($1::uuid[])`, [
    viewers.map((v) => v.id),
  ]);
}

/** Removes every message and chat (all of them the bench's); returns how many messages. */
export async function removeRunMessages(pool: pg.Pool): Promise<number> {
  const removed = await pool.query('delete from dm_messages');
  await pool.query('delete from dm_chats');
  return removed.rowCount ?? 0;
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * `workers` senders post messages for `seconds`, each waiting for its message to reach the
 * recipient's socket before sending the next; p50/p99 are the delivery latencies in ms.
 */
export async function measureDelivery(
  url: string,
  viewers: readonly BenchViewer[],
  settings: { seconds: number; workers: number; recipients: number },
): Promise<Measurement> {
  const recipients = viewers.slice(
    0,
    Math.min(settings.recipients, Math.floor(viewers.length / 2)),
  );
  const senders = viewers.slice(recipients.length);
  if (recipients.length === 0 || senders.length === 0) throw new Error('too few bench viewers');
  const waiting = new Map<string, (at: number) => void>();
  const sockets: TrestleSocket[] = [];
  try {
    for (const recipient of recipients) {
      const socket = connectTrestleSocket({
        baseUrl: url,
        token: recipient.token,
        transports: ['websocket'],
      });
      sockets.push(socket);
      socket.on('dm:message', ({ message }) => {
        const done = message.text ? waiting.get(message.text) : undefined;
        if (done && message.sender.id !== recipient.id) done(performance.now());
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    }
    const latencies: number[] = [];
    let non2xx = 0;
    let errors = 0;
    let counter = 0;
    const started = performance.now();
    const deadline = started + settings.seconds * 1000;
    const worker = async (w: number) => {
      while (performance.now() < deadline) {
        const i = counter++;
        const sender = senders[(i * 7 + w) % senders.length]!;
        const recipient = recipients[i % recipients.length]!;
        const text = `bench ${w}:${i} ${Math.random().toString(36).slice(2)}`;
        const arrived = new Promise<number | null>((resolve) => {
          const timer = setTimeout(() => resolve(null), 10_000);
          waiting.set(text, (at) => {
            clearTimeout(timer);
            resolve(at);
          });
        });
        const t0 = performance.now();
        try {
          const response = await fetch(`${url}/api/user/dm/${recipient.id}/message`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${sender.token}`,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ text }),
          });
          await response.arrayBuffer();
          if (response.status >= 300) {
            non2xx += 1;
            waiting.delete(text);
            continue;
          }
        } catch {
          errors += 1;
          waiting.delete(text);
          continue;
        }
        const at = await arrived;
        waiting.delete(text);
        if (at === null) errors += 1;
        else latencies.push(at - t0);
      }
    };
    await Promise.all(Array.from({ length: settings.workers }, (_, w) => worker(w)));
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      requestsPerSecond: latencies.length / seconds,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      total: latencies.length + non2xx + errors,
      non2xx,
      errors,
    };
  } finally {
    for (const socket of sockets) socket.disconnect();
  }
}
