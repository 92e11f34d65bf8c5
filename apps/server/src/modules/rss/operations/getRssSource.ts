import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { SOURCE_MESSAGES } from '../policy';
import { presentSources } from '../present';
import { findSource } from '../repo';

/** One known source, with whether the caller added it; 404 when unknown. */
export const getRssSource = operation(
  'getRssSource',
  'signed-in',
  async ({ params, caller }, ctx) => {
    const source = await findSource(ctx.db, params.id);
    if (!source) throw notFound(SOURCE_MESSAGES.notFound);
    const [presented] = await presentSources(ctx.db, caller.user.id, [source]);
    return presented!;
  },
);
