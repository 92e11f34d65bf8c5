// Addresses the digest mails carry: each project's page in the web app, and the unsubscribe
// link, which the API answers itself (see page.ts).
import type { AppContext } from '../../platform/context';

/** Relative to the site: the unsubscribe page's form posts here. */
export const unsubscribePath = (token: string) =>
  `/api/searches/unsubscribe?token=${encodeURIComponent(token)}`;

export const unsubscribeLink = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}${unsubscribePath(token)}`;

export const projectLink = (ctx: AppContext, id: string) =>
  `${ctx.config.publicUrl}/projects/${encodeURIComponent(id)}`;
