import { notFound } from '../../../platform/http/errors';
import { operation } from '../../../platform/http/operation';
import { paymentSourceOf, startPayment } from '../../../platform/payments/index';
import { MEMBERSHIP_PURPOSE } from '../membership';
import { presentTransaction } from '../present';
import { productById } from '../repo';

/**
 * Pays for a product with a card: the pending transaction. A membership product goes through the
 * membership's fulfilment, a pro level's through its area's (registered for 'pro_level').
 */
export const payForProduct = operation(
  'payForProduct',
  'signed-in',
  async ({ body, caller }, ctx) => {
    const product = await productById(ctx.db, body.productId);
    if (!product || product.price === 0) throw notFound('No such product.');
    const source = paymentSourceOf(ctx.payments, body.card);
    const purpose = product.type === 'membership' ? MEMBERSHIP_PURPOSE : product.type;
    const { transaction } = await startPayment(ctx, {
      user: caller.user,
      product,
      source,
      purpose,
    });
    return presentTransaction(transaction);
  },
  { rateLimit: ['posting'] },
);
