import { operation } from '../../../platform/http/operation';
import { visiblePerson } from '../policy';
import { findUserByName } from '../repo';
import { profileView } from '../view';

export const getProfileByName = operation(
  'getProfileByName',
  'public',
  async ({ params, caller }, ctx) => {
    const person = await visiblePerson(ctx, caller, await findUserByName(ctx.db, params.name));
    return profileView(ctx, caller, person);
  },
);
