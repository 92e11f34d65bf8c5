// Callers of the hot read operations, cached briefly in this process so that a feed page does not
// spend a round trip on who is asking (issue 25). Only operations that ask for it
// (`callerFromCache`) are served from here, and they read nothing of the caller but their id and
// their muted words and categories; every other operation looks the session up afresh.
//
// Revocation fails at once everywhere: whatever ends a session (signing out, revoking, a password
// change or reset, hibernation, deletion) or changes what the cached callers are read for (muted
// words and categories) forgets them here at once and, with REDIS_URL, publishes the ids on a
// Redis channel every process listens to before it answers. A process trusts a hit only after a
// PING on its subscription came back (see barrier below: one Redis round trip, no database), so
// an invalidation published before the request arrived is always applied first. A process whose
// subscription is down serves nothing from the cache (and forgets it all) until it listens
// again, so it cannot miss a message and keep a revoked session. Without Redis there is one
// process (config.ts), and forgetting here is enough.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Caller } from './request-auth';

export interface SessionCache {
  /** The caller of a live session by its token's hash, if cached and trusted. */
  get(tokenHash: string): Promise<Caller | undefined>;
  /**
   * Marks the start of a lookup in the database; its result is cached only if nothing was
   * forgotten meanwhile (an invalidation may overtake a lookup that read the session before it).
   */
  begin(): number;
  set(tokenHash: string, caller: Caller, begun: number): void;
  /** Forgets these sessions here and on every process; resolves once published. */
  forgetSessions(sessionIds: readonly string[]): Promise<void>;
  /** Forgets every session of these people here and on every process. */
  forgetUsers(userIds: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an entry is served; 30 s by default. */
  ttlMs?: number;
  /** Entries kept at most (the least recently used go first); 10,000 by default. */
  maxEntries?: number;
  /** Invalidations are shared through Redis when set. */
  redisUrl?: string | undefined;
  redisKeyPrefix?: string;
  log: Logger;
  /** The clock (tests). */
  now?: () => number;
}

interface Entry {
  caller: Caller;
  until: number;
}

interface Forget {
  sessions?: readonly string[];
  users?: readonly string[];
}

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const channel = `${options.redisKeyPrefix ?? ''}sessions:forget`;
  // Without Redis, one process: always trusted. With it, only while subscribed.
  let listening = !options.redisUrl;
  /** Counts forgettings: a lookup begun before one is not cached. */
  let generation = 0;

  const forgetHere = ({ sessions = [], users = [] }: Forget) => {
    if (sessions.length === 0 && users.length === 0) return;
    generation++;
    const s = new Set(sessions);
    const u = new Set(users);
    for (const [key, { caller }] of entries) {
      if (s.has(caller.session.id) || u.has(caller.user.id)) entries.delete(key);
    }
  };

  let pub: Redis | undefined;
  let sub: Redis | undefined;
  if (options.redisUrl) {
    // A Redis that is away or stalled costs a hit its cache (a lookup in the database), never
    // a failed request: commands fail at once while disconnected, within a second when stalled.
    const settings = {
      connectTimeout: 2000,
      commandTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    };
    pub = new Redis(options.redisUrl, settings);
    sub = new Redis(options.redisUrl, { ...settings, autoResubscribe: false });
    const warn = (err: unknown) =>
      options.log.warn({ err }, 'session cache: Redis is not reachable (cache off meanwhile)');
    pub.on('error', warn);
    sub.on('error', warn);
    sub.on('message', (_channel: string, message: string) => {
      try {
        forgetHere(JSON.parse(message) as Forget);
      } catch (err) {
        options.log.error({ err }, 'session cache: unreadable invalidation; forgetting all');
        generation++;
        entries.clear();
      }
    });
    sub.on('close', () => {
      listening = false;
      generation++;
      entries.clear();
    });
    sub.on('ready', () => {
      sub!.subscribe(channel).then(
        () => {
          // Whatever was published while this process was not listening is unknown here.
          generation++;
          entries.clear();
          listening = true;
        },
        (err: unknown) => warn(err),
      );
    });
  }

  // A hit is trusted only after a PING on the subscription comes back: Redis answers it after every
  // message it published to this connection before, so an invalidation published before this
  // request arrived (by a request that has already answered) is applied first. Requests arriving
  // in the same turn share one PING.
  let nextBarrier: Promise<void> | undefined;
  const barrier = () =>
    (nextBarrier ??= Promise.resolve()
      .then(() => {
        nextBarrier = undefined;
        // A failure of any kind (thrown or rejected, or no answer within a second) is a miss.
        return Promise.race([
          sub!.ping(),
          new Promise((_resolve, reject) =>
            setTimeout(() => reject(new Error('no PING answer')), 1000).unref(),
          ),
        ]);
      })
      .then(() => undefined));

  const publish = async (message: Forget) => {
    forgetHere(message);
    if (!pub) return;
    try {
      await pub.publish(channel, JSON.stringify(message));
    } catch (err) {
      options.log.error(
        { err },
        'session cache: cannot publish an invalidation; other processes forget it within the TTL',
      );
    }
  };

  return {
    async get(tokenHash) {
      if (!listening) return undefined;
      if (!entries.has(tokenHash)) return undefined;
      if (sub) {
        try {
          await barrier();
        } catch {
          return undefined;
        }
      }
      const entry = entries.get(tokenHash);
      if (!listening || !entry) return undefined;
      const at = now();
      if (entry.until <= at || new Date(entry.caller.session.expires_at).getTime() <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      // Least recently used last out: a hit moves the entry to the end.
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry.caller;
    },
    begin: () => generation,
    set(tokenHash, caller, begun) {
      if (!listening || begun !== generation) return;
      entries.delete(tokenHash);
      entries.set(tokenHash, { caller, until: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forgetSessions: (sessions) => publish({ sessions }),
    forgetUsers: (users) => publish({ users }),
    async close() {
      entries.clear();
      listening = false;
      // Nothing to finish on these connections: dropped at once (a QUIT could wait on a
      // reconnecting client and hold the process open at shutdown).
      pub?.disconnect();
      sub?.disconnect();
    },
  };
}
