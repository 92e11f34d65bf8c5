import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';

/** Groups come with their area: until then nobody owns, moderates or belongs to one. */
export const listProfileGroups = operation(
  'listProfileGroups',
  'signed-in',
  async ({ params, caller }, ctx) => {
    await visiblePersonById(ctx, caller, params.id);
    return { items: [] };
  },
);
