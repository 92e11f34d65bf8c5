// "Typing…": a client says it is typing in a chat (`dm:typing` with the other person's id); the
// server relays it to the other person's devices only when the typist may write to them (core's
// canMessage, no block either way), and only one event per chat and connection each half
// DM_TYPING_INTERVAL_MS (clients send one every interval), at most TYPING_BURST a window across
// chats. Everything else is dropped without an answer.
import { DM_TYPING_INTERVAL_MS } from '@trestle/core';
import type { AppContext } from '../../platform/context';
import { hasBlocked } from '../../platform/db/relations';
import type { ClientConnection } from '../../platform/realtime/realtime';
import { mayMessage } from './policy';
import { findPerson } from './repo';

/** Relays one connection may make per DM_TYPING_INTERVAL_MS, over all its chats. */
export const TYPING_BURST = 5;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface TypingMemo {
  /** When each chat was last relayed. */
  last: Map<string, number>;
  windowStart: number;
  inWindow: number;
}

/** Whether this connection may relay for the chat now; counts the relay when it may. */
function admit(connection: ClientConnection, chatId: string, now: number): boolean {
  let memo = connection.memo.get('dm:typing') as TypingMemo | undefined;
  if (!memo) {
    memo = { last: new Map(), windowStart: now, inWindow: 0 };
    connection.memo.set('dm:typing', memo);
  }
  const last = memo.last.get(chatId);
  if (last !== undefined && now - last < DM_TYPING_INTERVAL_MS / 2) return false;
  if (now - memo.windowStart >= DM_TYPING_INTERVAL_MS) {
    memo.windowStart = now;
    memo.inWindow = 0;
  }
  if (memo.inWindow >= TYPING_BURST) return false;
  memo.inWindow += 1;
  memo.last.set(chatId, now);
  return true;
}

export function listenForTyping(ctx: AppContext): void {
  ctx.realtime.onClientEvent('dm:typing', async (connection, event) => {
    const raw = (event as { chatId?: unknown } | null)?.chatId;
    if (typeof raw !== 'string') return;
    const chatId = raw.toLowerCase();
    if (!UUID.test(chatId) || chatId === connection.userId) return;
    if (!admit(connection, chatId, Date.now())) return;
    const [recipient, blockedMe, blockedByMe] = await Promise.all([
      findPerson(ctx.db, chatId),
      hasBlocked(ctx.db, chatId, connection.userId),
      hasBlocked(ctx.db, connection.userId, chatId),
    ]);
    if (!recipient || blockedMe || blockedByMe) return;
    if (!(await mayMessage(ctx, connection.userId, recipient))) return;
    ctx.realtime.toUser(chatId).emit('dm:typing', { chatId: connection.userId });
  });
}
