import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';

/** Channels come with their area: until then nobody owns or follows one. */
export const listProfileChannels = operation(
  'listProfileChannels',
  'signed-in',
  async ({ params, caller }, ctx) => {
    await visiblePersonById(ctx, caller, params.id);
    return { items: [] };
  },
);
