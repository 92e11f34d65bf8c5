import { isPureRepostRow, readPost, viewerOf } from '../../../platform/feed/index';
import { badRequest, notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { languageOfPost } from '../../../platform/translation/index';
import { previewForPost } from '../../general/previews/previews';
import {
  checkedMedia,
  EMPTY_POST,
  mentionIdsOf,
  settleProcessingMedia,
  titleFor,
} from '../compose';
import { cleanText } from '../content';
import { editPost, type PostChanges } from '../repo/conversation';
import { assertAuthor, POST_NOT_FOUND, visiblePost } from '../policy';
import { checkedPremiumLevels, setPremiumLevels } from '../../pro-levels/premium';

export const PURE_REPOST = 'A repost without words of its own cannot be edited.';

export const updatePost = operation(
  'updatePost',
  'signed-in',
  async ({ params, body, caller }, ctx) => {
    const { row } = await visiblePost(ctx, caller, params.id);
    assertAuthor(caller, row);
    if (isPureRepostRow(row)) throw badRequest(PURE_REPOST);
    // As on a new post, a title counts for blogs only and is ignored otherwise.
    const title = row.kind === 'blog' ? titleFor(row.kind, body.title) : undefined;
    const text = body.text === undefined ? undefined : cleanText(body.text);
    const mentionIds = text ? await mentionIdsOf(ctx, caller, text.mentions) : undefined;
    const media =
      body.media === undefined ? undefined : await checkedMedia(ctx, caller, body.media);
    const link =
      body.link === undefined ? undefined : body.link ? await previewForPost(ctx, body.link) : null;

    // Naming levels makes the post premium; making it not premium forgets its levels.
    const levels = await checkedPremiumLevels(ctx.db, caller.user.id, body.premiumLevels);
    const premium = body.premium ?? (levels !== undefined && levels.length > 0 ? true : undefined);

    const edited = await editPost(ctx.db, row.id, (current) => {
      const changes: PostChanges = {
        title,
        text: text?.html,
        tags: text?.tags,
        language:
          text || title !== undefined
            ? languageOfPost(
                text?.html ?? current.text,
                title === undefined ? current.title : title,
              )
            : undefined,
        mentionIds,
        category: body.category,
        media,
        link,
        premium,
        replyPolicy: body.replyPolicy,
        width: body.width,
        height: body.height,
      };
      const nothingLeft =
        (changes.text ?? current.text) === '' &&
        (changes.media ?? current.media).length === 0 &&
        !(changes.link === undefined ? current.link : changes.link) &&
        !current.poll &&
        !current.repost_of_id;
      if (nothingLeft) throw badRequest(EMPTY_POST, { text: EMPTY_POST });
      return changes;
    });
    if (!edited) throw notFound(POST_NOT_FOUND);
    if (premium === false) await setPremiumLevels(ctx.db, row.id, []);
    else if (levels !== undefined) await setPremiumLevels(ctx.db, row.id, levels);
    if (media) await settleProcessingMedia(ctx, media);
    // People the edit newly mentions are told (those already told are not told again).
    if (mentionIds && mentionIds.length > 0) {
      await ctx.jobs.send('notifications.create', { kind: 'mentions', postId: row.id });
    }
    return (await readPost(ctx.db, viewerOf(caller.user), row.id, 'post'))!;
  },
  { rateLimit: ['posting'], bodyLimit: 256 * 1024 },
);
