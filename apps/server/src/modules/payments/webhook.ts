// The processor's webhook: POST /api/payments/webhook (outside the contract: the processor calls
// it, not our clients). The body is kept RAW for the signature check; an event already handled
// (by id) is answered at once; a connected account's update sets its state; otherwise its outcome (read again from the processor) goes through
// fulfil(). A bad signature is a 400; a failure while applying is a 500 so the processor retries.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context';
import { applyAccountUpdate, fulfil, WebhookSignatureError } from '../../platform/payments/index';

export const WEBHOOK_PATH = '/api/payments/webhook';

export async function installPaymentWebhook(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_r, body, done) => done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw))
        return reply.status(400).send({ message: 'No body.', status: 400 });
      let outcome;
      try {
        outcome = await ctx.payments.verifyWebhook(raw, request.headers);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          return reply.status(400).send({ message: 'Bad signature.', status: 400 });
        }
        throw error;
      }
      const seen = await ctx.db
        .selectFrom('payment_events')
        .select('event_id')
        .where('provider', '=', ctx.payments.name)
        .where('event_id', '=', outcome.eventId)
        .executeTakeFirst();
      if (!seen) {
        // A creator's connected account: its state as Stripe reports it now (read again), so
        // duplicated and out-of-order deliveries end the same.
        if (outcome.kind === 'account.updated')
          await applyAccountUpdate(ctx.db, ctx.payments.name, outcome);
        else if (outcome.kind !== 'ignored') await fulfil(ctx, outcome);
        await ctx.db
          .insertInto('payment_events')
          .values({ provider: ctx.payments.name, event_id: outcome.eventId })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
      return { received: true };
    });
  });
}
