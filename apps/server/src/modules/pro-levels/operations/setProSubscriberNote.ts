import { operation } from '../../../platform/http/operation';
import { managedSubscription } from '../policy';
import { presentSubscription } from '../present';
import { setSubscription } from '../repo';

/** The level owner's private note on a subscriber; an empty note clears it. */
export const setProSubscriberNote = operation(
  'setProSubscriberNote',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    await managedSubscription(ctx.db, caller.user.id, params.id);
    const note = body.note.trim();
    const row = await setSubscription(ctx.db, params.id, { note: note === '' ? null : note });
    return presentSubscription(ctx.db, caller.user.id, row);
  },
);
