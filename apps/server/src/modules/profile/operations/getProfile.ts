import { operation } from '../../../platform/http/operation';
import { visiblePersonById } from '../policy';
import { profileView } from '../view';

export const getProfile = operation('getProfile', 'signed-in', async ({ params, caller }, ctx) =>
  profileView(ctx, caller, await visiblePersonById(ctx, caller, params.id)),
);
