import { operation } from '../../../platform/http/operation';
import { revisionsPage } from '../repo/conversation';
import { visiblePost } from '../policy';

export const listPostHistory = operation(
  'listPostHistory',
  'signed-in',
  async ({ params, query, caller }, ctx) => {
    const { post } = await visiblePost(ctx, caller, params.id);
    const rows = await revisionsPage(ctx.db, post.id, {
      skip: query.skip ?? 0,
      limit: query.limit ?? 5,
    });
    return {
      // A locked (premium) post keeps its words and media locked in its history too.
      items: rows.map((r) => ({
        title: r.title,
        text: post.locked ? '' : r.text,
        category: r.category,
        media: post.locked ? [] : r.media,
        createdAt: new Date(r.created_at).toISOString(),
      })),
    };
  },
);
