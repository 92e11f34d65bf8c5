import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../../profile/policy';
import { userCard } from '../../profile/search';

/** Readable by visitors when the profile is open; 404 when the person blocked the caller. */
export const getUser = operation('getUser', 'public', async ({ params, caller }, ctx) =>
  userCard(ctx, caller, await visiblePersonById(ctx, caller, params.id)),
);
