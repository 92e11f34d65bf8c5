// How a notice reaches a person, decided in ONE place that every sender of notifications asks
// (the notifications job, system notices, pro-level notices, the saved-search digest): in the app
// (an entry and its live push) and by e-mail, each as the person's preference for the type says
// (settings/policy.ts preferenceOf), and neither when the person, or the one who acted, is
// hibernated or deleted (PRESENT_PERSON, read-rules.ts).
import type { AppContext } from '../../platform/context';
import type { NotificationType, UserRow } from '../../platform/db/tables';
import { PRESENT_PERSON } from '../../platform/feed/read-rules';
import { preferenceOf } from '../settings/policy';
import { pushEntry } from './live';
import { noticeMail } from './mail';
import { usersByIds } from './repo';

export interface Delivery {
  inApp: boolean;
  email: boolean;
}

type Person = Pick<UserRow, 'hibernated_at' | 'deleted_at' | 'notification_prefs'>;

const NOWHERE: Delivery = { inApp: false, email: false };

/** The rule: where a notice of `type` from `actor` (null: from Trestle) reaches `recipient`. */
export function deliveryOf(
  recipient: Person,
  type: NotificationType,
  actor: Pick<UserRow, 'hibernated_at' | 'deleted_at'> | null,
): Delivery {
  if (!PRESENT_PERSON.passes(recipient)) return NOWHERE;
  if (actor && !PRESENT_PERSON.passes(actor)) return NOWHERE;
  return preferenceOf(recipient.notification_prefs, type);
}

export interface Notice {
  recipientId: string;
  /** Who acted; null for notices from Trestle itself. */
  actorId: string | null;
  type: NotificationType;
  /** The sentence, for notices that keep their own (system, saved searches, subscriptions). */
  text?: string | null;
  /** The type's mail is sent by its own sender (the saved-search digest), not here. */
  inAppOnly?: boolean;
}

/**
 * Delivers a notice as the rule says: `write` makes (or grows) the entry, only when it is shown in
 * the app, and returns its id (null: nothing new to tell); the entry is pushed live; a mail goes
 * when the person wants this type mailed (and, with the entry shown, only when it told something
 * new, so a retried job does not mail twice). Returns the entry's id, if one was written.
 */
export async function deliver(
  ctx: AppContext,
  notice: Notice,
  write: () => Promise<string | null>,
): Promise<string | null> {
  const ids = notice.actorId ? [notice.recipientId, notice.actorId] : [notice.recipientId];
  const people = await usersByIds(ctx.db, ids);
  const recipient = people.find((p) => p.id === notice.recipientId);
  const actor = notice.actorId ? people.find((p) => p.id === notice.actorId) : null;
  if (!recipient || actor === undefined) return null;
  const how = deliveryOf(recipient, notice.type, actor);
  let id: string | null = null;
  if (how.inApp) {
    id = await write();
    if (id) await pushEntry(ctx, recipient.id, id);
  }
  if (how.email && !notice.inAppOnly && recipient.email_verified_at && (!how.inApp || id)) {
    await ctx.mailer.send(noticeMail(ctx, recipient, actor, notice));
  }
  return id;
}
