// A person's profile as the caller (or a visitor) sees it: counts, relations, and the pinned post
// through the read pipeline (null when the caller blocked the person: a blocked profile shows no
// posts).
import type { Caller } from '../../platform/auth/request-auth';
import type { AppContext } from '../../platform/context';
import type { UserRow } from '../../platform/db/tables';
import { readPost, viewerOf } from '../../platform/feed/index';
import { mayMessage } from '../messages/index';
import { profileLevels } from '../pro-levels/profile';
import { presentProfile } from './present';
import { countLivePosts, relationsBetween } from './repo';

export async function profileView(ctx: AppContext, caller: Caller | null, person: UserRow) {
  const other = caller !== null && caller.user.id !== person.id;
  const [postsCount, relations, pro] = await Promise.all([
    countLivePosts(ctx.db, person.id),
    other ? relationsBetween(ctx.db, caller.user.id, person.id) : Promise.resolve(null),
    profileLevels(ctx.db, caller?.user.id ?? null, person.id),
  ]);
  const pinnedPost =
    person.pinned_post_id && !relations?.blockedByMe
      ? await readPost(
          ctx.db,
          viewerOf(caller?.user),
          person.pinned_post_id,
          caller ? 'profile' : 'public',
        )
      : null;
  // The messages area's rule (core's canMessage): the dm setting, or a conversation the person
  // took part in; never across a block.
  const canMessage =
    relations !== null &&
    !relations.blockedByMe &&
    !relations.blockedMe &&
    caller !== null &&
    (await mayMessage(ctx, caller.user.id, person));
  return presentProfile(person, { postsCount, pinnedPost, relations, canMessage, ...pro });
}
