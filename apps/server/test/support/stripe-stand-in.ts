// A small loopback stand-in of Stripe's HTTP API, for the real `stripe` client (pointed at it with
// host, port and protocol) and for the browser's tokenisation in end-to-end journeys. It keeps
// objects in memory, answers a repeated idempotency key with the first answer, records every
// request, and lets a test move objects on (settle, renew, cancel, refund) and build the signed
// webhook events Stripe would send. Only what our provider uses is implemented.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

type Obj = Record<string, any>;

export interface StandInRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  /** The form body as sent (nested keys parsed), to assert the exact parameters. */
  body: Obj;
  /** The raw body, to search for what must never be sent. */
  raw: string;
}

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  objects: Map<string, Obj>;
  /** Settles a PaymentIntent or a first invoice by its card's test behaviour; returns its events. */
  settle(ref: string): Obj[];
  /** Charges a subscription's next period (paid); returns the invoice event. */
  renew(subscriptionId: string): Obj[];
  /** Ends a subscription; returns the deletion event. */
  end(subscriptionId: string): Obj[];
  /** Finishes a connected account's onboarding (charges and payouts enabled); its event. */
  onboard(accountId: string): Obj[];
  /** A webhook delivery: the JSON body and its `stripe-signature` header. */
  sign(event: Obj, secret: string): { body: string; signature: string };
  close(): Promise<void>;
}

const TEST_CARDS: Record<string, 'declined' | 'insufficient'> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient',
};

/** Stripe's form encoding (a[b][0][c]=x) as nested objects and arrays. */
function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/[[\]]+/).filter(Boolean);
    let node: any = root;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[index + 1]!) ? [] : {};
    });
  }
  return root;
}

const now = () => Math.floor(Date.now() / 1000);
const PERIOD = 30 * 24 * 3600;

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const objects = new Map<string, Obj>();
  const requests: StandInRequest[] = [];
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const behaviour = new Map<string, 'ok' | 'declined' | 'insufficient'>();
  let counter = 0;
  let baseUrl = '';
  const id = (prefix: string) =>
    `${prefix}_${(++counter).toString(36)}${randomBytes(6).toString('hex')}`;
  const put = (obj: Obj) => {
    objects.set(obj.id, obj);
    return obj;
  };
  const event = (type: string, object: Obj): Obj => ({
    id: id('evt'),
    object: 'event',
    type,
    created: now(),
    data: { object: structuredClone(object) },
  });

  function route(method: string, path: string, body: Obj): { status: number; body: Obj } {
    const [, , kind, objectId, action] = path.split('/');
    const found = objectId ? objects.get(objectId) : undefined;
    if (method === 'GET') {
      return found
        ? { status: 200, body: found }
        : {
            status: 404,
            body: { error: { type: 'invalid_request_error', message: 'No such object' } },
          };
    }
    if (kind === 'payment_methods' && !objectId) {
      const number = String(body.card?.number ?? '');
      behaviour.set(number, TEST_CARDS[number] ?? 'ok');
      const brand = number.startsWith('4')
        ? 'visa'
        : number.startsWith('5')
          ? 'mastercard'
          : 'unknown';
      const pm = put({
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        card: {
          brand,
          last4: number.slice(-4),
          exp_month: Number(body.card?.exp_month),
          exp_year: Number(body.card?.exp_year),
        },
      });
      behaviour.set(pm.id, TEST_CARDS[number] ?? 'ok');
      return { status: 200, body: pm };
    }
    if (kind === 'customers') {
      return {
        status: 200,
        body: put({
          id: id('cus'),
          object: 'customer',
          email: body.email,
          invoice_settings: {
            default_payment_method: body.invoice_settings?.default_payment_method,
          },
        }),
      };
    }
    if (kind === 'accounts' && !objectId) {
      return {
        status: 200,
        body: put({
          id: id('acct'),
          object: 'account',
          type: body.type,
          email: body.email,
          metadata: body.metadata ?? {},
          charges_enabled: false,
          payouts_enabled: false,
          details_submitted: false,
        }),
      };
    }
    if (kind === 'account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `${baseUrl}/connect/onboarding/${body.account}`,
          expires_at: now() + 300,
        },
      };
    }
    if (kind === 'products')
      return { status: 200, body: put({ id: id('prod'), object: 'product', name: body.name }) };
    if (kind === 'payment_intents') {
      return {
        status: 200,
        body: put({
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(body.amount),
          currency: body.currency,
          status: 'processing',
          payment_method: body.payment_method,
          metadata: body.metadata ?? {},
          last_payment_error: null,
        }),
      };
    }
    if (kind === 'subscriptions' && !objectId) {
      const subId = id('sub');
      const invoice = put({
        id: id('in'),
        object: 'invoice',
        status: 'open',
        attempt_count: 0,
        billing_reason: 'subscription_create',
        period_end: now(),
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: subId, metadata: body.metadata ?? {} },
        },
      });
      const item = body.items?.[0] ?? {};
      return {
        status: 200,
        body: put({
          id: subId,
          object: 'subscription',
          status: 'incomplete',
          customer: body.customer,
          default_payment_method: body.default_payment_method,
          cancel_at_period_end: false,
          latest_invoice: invoice.id,
          metadata: body.metadata ?? {},
          items: {
            object: 'list',
            data: [
              {
                id: id('si'),
                object: 'subscription_item',
                current_period_end: now() + PERIOD,
                price: { unit_amount: Number(item.price_data?.unit_amount) },
              },
            ],
          },
        }),
      };
    }
    if (kind === 'subscriptions' && found) {
      if (method === 'DELETE') found.status = 'canceled';
      else if (body.cancel_at_period_end !== undefined)
        found.cancel_at_period_end = body.cancel_at_period_end === 'true';
      return { status: 200, body: found };
    }
    if (kind === 'refunds') {
      const intent = objects.get(body.payment_intent);
      if (intent) intent.refunded = true;
      return {
        status: 200,
        body: put({
          id: id('re'),
          object: 'refund',
          payment_intent: body.payment_intent,
          status: 'succeeded',
        }),
      };
    }
    void action;
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = (request.url ?? '/').split('?')[0]!;
    const key = (request.headers['idempotency-key'] as string | undefined) ?? null;
    const raw = Buffer.concat(chunks).toString();
    const body = parseForm(raw);
    requests.push({ method: request.method ?? 'GET', path, idempotencyKey: key, body, raw });
    const remembered = key ? idempotent.get(`${path}:${key}`) : undefined;
    const answer = remembered ?? route(request.method ?? 'GET', path, body);
    if (key && !remembered) idempotent.set(`${path}:${key}`, answer);
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      'request-id': id('req'),
    });
    response.end(JSON.stringify(answer.body));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500).end(JSON.stringify({ error: { message: error.message } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
  const signer = new Stripe('sk_test_stand_in');

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    settle(ref) {
      const target = objects.get(ref);
      if (!target) throw new Error(`no ${ref}`);
      if (target.object === 'payment_intent') {
        const outcome = behaviour.get(target.payment_method) ?? 'ok';
        if (outcome === 'ok') target.status = 'succeeded';
        else {
          target.status = 'requires_payment_method';
          target.last_payment_error = {
            code: 'card_declined',
            decline_code: outcome === 'declined' ? 'generic_decline' : 'insufficient_funds',
          };
        }
        return [
          event(
            outcome === 'ok' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
            target,
          ),
        ];
      }
      const sub = objects.get(target.parent.subscription_details.subscription)!;
      const outcome = behaviour.get(sub.default_payment_method) ?? 'ok';
      target.attempt_count += 1;
      if (outcome === 'ok') {
        target.status = 'paid';
        // The PaymentIntent that paid it, as Stripe lists an invoice's payments.
        const intent = put({
          id: id('pi'),
          object: 'payment_intent',
          status: 'succeeded',
          amount: sub.items.data[0].price.unit_amount,
          metadata: {},
        });
        target.payments = {
          object: 'list',
          data: [
            {
              object: 'invoice_payment',
              payment: { type: 'payment_intent', payment_intent: intent.id },
            },
          ],
        };
        sub.status = 'active';
        return [event('invoice.paid', target), event('customer.subscription.updated', sub)];
      }
      sub.status = 'incomplete_expired';
      return [event('invoice.payment_failed', target), event('customer.subscription.deleted', sub)];
    },
    renew(subscriptionId) {
      const sub = objects.get(subscriptionId)!;
      const item = sub.items.data[0];
      item.current_period_end += PERIOD;
      const invoice = put({
        id: id('in'),
        object: 'invoice',
        status: 'paid',
        attempt_count: 1,
        billing_reason: 'subscription_cycle',
        period_end: item.current_period_end,
        parent: {
          type: 'subscription_details',
          subscription_details: { subscription: sub.id, metadata: sub.metadata },
        },
      });
      return [event('invoice.paid', invoice)];
    },
    end(subscriptionId) {
      const sub = objects.get(subscriptionId)!;
      sub.status = 'canceled';
      return [event('customer.subscription.deleted', sub)];
    },
    onboard(accountId) {
      const account = objects.get(accountId)!;
      Object.assign(account, {
        charges_enabled: true,
        payouts_enabled: true,
        details_submitted: true,
      });
      return [event('account.updated', account)];
    },
    sign(evt, secret) {
      const body = JSON.stringify(evt);
      return {
        body,
        signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
