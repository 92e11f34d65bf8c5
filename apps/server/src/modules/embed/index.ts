// Embedding posts on other websites (issue 22, spec section 2 `/embed/:id`): the server-rendered
// embed page, the post page's preview tags (Open Graph, Twitter card, oEmbed discovery), and the
// oEmbed endpoint. The embed script that frames the page lives in apps/embed.
import type { AppContext } from '../../platform/context';
import type { Operation } from '../../platform/http/operation';
import type { ServerPages } from '../../platform/http/web-assets';
import { postPageHead } from './meta';
import { getOembed } from './operations/getOembed';
import { EMBED_PAGE_CSP, renderEmbedPage, renderUnavailablePage } from './page';
import { publicPost } from './policy';

export const embedOperations: Operation[] = [getOembed];

/** The pages the server writes itself, for platform/http/web-assets.ts. */
export function embedPages(ctx: AppContext): ServerPages {
  return {
    async embed(id, reply) {
      const post = await publicPost(ctx.db, id);
      reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', EMBED_PAGE_CSP)
        .header('cache-control', 'public, max-age=60');
      if (!post) return reply.status(404).send(renderUnavailablePage(id));
      return reply.send(renderEmbedPage(post, ctx.config.publicUrl));
    },
    async postHead(id) {
      const post = await publicPost(ctx.db, id);
      return post ? postPageHead(post, ctx.config.publicUrl) : '';
    },
  };
}
