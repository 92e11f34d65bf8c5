// Notifications to a level's owner about its subscribers (type `subscription`): a new
// subscription, one cancelled by the subscriber, one whose payment failed. Each is its own entry
// with the subscriber as actor and the sentence kept with it; pushed live like every entry.
import type { AppContext } from '../../platform/context';
import type { ProSubscriptionRow } from '../../platform/db/tables';
import { newId } from '../../platform/ids';
import { deliver } from '../notifications/delivery';
import { findLevel } from './repo';

export type SubscriptionEvent = 'new' | 'cancelled' | 'failed';

const sentence = (event: SubscriptionEvent, title: string) =>
  event === 'new'
    ? `subscribed to your level ${title}`
    : event === 'cancelled'
      ? `cancelled their subscription to ${title}`
      : `could not be charged for your level ${title}; the subscription is inactive`;

export async function notifyOwner(
  ctx: AppContext,
  subscription: ProSubscriptionRow,
  event: SubscriptionEvent,
): Promise<void> {
  const level = await findLevel(ctx.db, subscription.level_id);
  if (!level) return;
  const id = newId();
  const write = () =>
    ctx.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('notifications')
        .values({
          id,
          recipient_id: subscription.owner_id,
          type: 'subscription',
          post_id: null,
          reply_id: null,
          thread_id: null,
          // One entry per event: never merged with another person's.
          group_key: `subscription:${subscription.id}:${event}:${id}`,
          text: sentence(event, level.title),
        })
        .execute();
      await tx
        .insertInto('notification_actors')
        .values({ notification_id: id, actor_id: subscription.subscriber_id })
        .execute();
      return id;
    });
  // As the owner's preferences say, and never to or from a hibernated or deleted person.
  await deliver(
    ctx,
    {
      recipientId: subscription.owner_id,
      actorId: subscription.subscriber_id,
      type: 'subscription',
      text: sentence(event, level.title),
    },
    write,
  );
}
