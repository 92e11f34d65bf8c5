import { badRequest, conflict, notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { paymentSourceOf, startPayment } from '../../../platform/payments/index';
import { MEMBERSHIP_PURPOSE } from '../membership';
import { presentLevel } from '../present';
import { latestMembership, productById } from '../repo';

/**
 * Buys a paid level with a card: answers `pending` at once; the level takes effect when the
 * processor confirms (the client polls getMembershipStatus every 3 s).
 */
export const buyMembership = operation(
  'buyMembership',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const product = await productById(ctx.db, body.levelId);
    if (!product || product.type !== 'membership') throw notFound('No such membership level.');
    if (product.membership_level === 'free' || product.price === 0) {
      throw badRequest('The free level needs no payment.', { levelId: 'Choose a paid level.' });
    }
    const source = paymentSourceOf(ctx.payments, body.card);
    if (caller.user.membership_level === product.membership_level) {
      throw conflict(`You already have the ${product.name} level.`);
    }
    const latest = await latestMembership(ctx.db, caller.user.id);
    if (latest?.state === 'pending') {
      throw conflict('A payment for your membership is already being confirmed.');
    }
    await startPayment(ctx, {
      user: caller.user,
      product,
      source,
      purpose: MEMBERSHIP_PURPOSE,
      description: `${product.name} membership`,
    });
    return {
      state: 'pending' as const,
      level: presentLevel(product, caller.user.account_type),
      expires: null,
    };
  },
  { rateLimit: ['posting'] },
);
