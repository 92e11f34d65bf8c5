import { operation } from '../../../platform/http/operation';
import { notFound } from '../../../platform/http/errors';
import { presentUserSummary } from '../../../platform/feed/present';
import { PERSON_NOT_FOUND, visiblePerson } from '../policy';
import { findUserByName } from '../repo';

/**
 * The small public card of anyone, open profile or not (issue 24): name, username, first trade,
 * company. A closed profile gives nothing more (no picture); a person who blocked the signed-in
 * caller does not exist for them, as on the profile.
 */
export const getPublicProfileCard = operation(
  'getPublicProfileCard',
  'public',
  async ({ params, caller }, ctx) => {
    const found = await findUserByName(ctx.db, params.name);
    if (!found) throw notFound(PERSON_NOT_FOUND);
    const person = caller ? await visiblePerson(ctx, caller, found) : found;
    const summary = presentUserSummary(person);
    const company = (person.profile as { company?: { name?: unknown } | null }).company;
    const open = person.profile_opened;
    return {
      username: person.username,
      displayName: person.display_name,
      avatar: open ? (summary.general.avatar ?? null) : null,
      profession: summary.profession ?? null,
      company:
        person.account_type === 'business' && typeof company?.name === 'string' && company.name
          ? company.name
          : null,
      accountType: person.account_type,
      open,
    };
  },
);
