import { operation } from '../../../platform/http/operation';
import { presentChannelRefs } from '../../channels/present';
import { visiblePersonById } from '../policy';
import { profileChannelRows } from '../repo';

/**
 * The channels a person owns or follows (the channelsList and channelOwner buckets). A private
 * channel shows only to the person and to those who own or follow it too.
 */
export const listProfileChannels = operation(
  'listProfileChannels',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const person = await visiblePersonById(ctx, caller, params.id);
    const ownership = query.ownership ?? 'all';
    const rows = await profileChannelRows(ctx.db, {
      personId: person.id,
      viewerId: caller.user.id,
      role: ownership === 'all' ? undefined : ownership,
      skip: query.skip ?? 0,
      limit: query.limit ?? 10,
    });
    const refs = await presentChannelRefs(ctx.db, caller.user.id, rows);
    return { items: refs.map((channel, i) => ({ channel, role: rows[i]!.person_role })) };
  },
);
