import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { donePage, goneLinkPage, sendPage, wantsPage } from '../page';
import { UNSUBSCRIBE_NOT_FOUND } from '../policy';
import { findByToken, stopMails } from '../repo';

/** Sets the search's schedule to never; the search itself stays. Idempotent. */
export const unsubscribeSavedSearch = operation(
  'unsubscribeSavedSearch',
  'public',
  async ({ query, request, reply }, ctx) => {
    const page = wantsPage(request.headers.accept);
    const search = await findByToken(ctx.db, query.token);
    if (!search) {
      if (page) return sendPage(reply, 404, goneLinkPage(UNSUBSCRIBE_NOT_FOUND));
      throw notFound(UNSUBSCRIBE_NOT_FOUND);
    }
    await stopMails(ctx.db, search.id);
    if (page) return sendPage(reply, 200, donePage(search.title));
    return { ok: true as const };
  },
);
