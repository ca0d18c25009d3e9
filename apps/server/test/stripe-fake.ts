import { randomUUID } from 'node:crypto';
import { startHttpStub, type HttpStub, type StubRequest } from './http-stub.ts';

type Json = Record<string, unknown>;

/** Stripe's form encoding (`line_items[0][price_data][currency]=usd`) read back into objects and arrays. */
export function decodeStripeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = node as Record<string, unknown>;
      if (last) slot[part] = value;
      else {
        slot[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {};
        node = slot[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

export interface StripeFake extends HttpStub {
  sessions: Map<string, Json>;
  subscriptions: Map<string, Json>;
  /** Requests to the API, decoded, in order. */
  calls: { method: string; path: string; params: Json; idempotencyKey: string | undefined }[];
  /** Answer every API call with this status (a Stripe outage) until set back to null. */
  failWith: number | null;
  /** What Stripe does when the customer pays: a subscription, and the events it would send. */
  completeCheckout(sessionId: string, at?: number): Json[];
}

let counter = 0;
const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString(36)}${randomUUID().slice(0, 8)}`;

export function stripeEvent(type: string, object: Json, created = Math.floor(Date.now() / 1000)): Json {
  return {
    id: nextId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/**
 * A local HTTP server that answers the parts of Stripe's API Penwright calls (Checkout sessions, subscription
 * retrieve and update) the way Stripe does, so Stripe's own SDK can be tested against it.
 */
export async function startStripeFake(): Promise<StripeFake> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const calls: StripeFake['calls'] = [];
  const fake = { failWith: null as number | null };
  const error = (status: number, message: string) => ({
    status,
    body: { error: { type: status === 401 ? 'authentication_error' : 'invalid_request_error', message } },
  });

  const subscriptionItem = (sub: Json) => (sub['items'] as { data: Json[] }).data[0]!;
  const priceFrom = (priceData: Json, product: string) => ({
    id: nextId('price'),
    object: 'price',
    currency: priceData['currency'],
    unit_amount: Number(priceData['unit_amount']),
    product,
    recurring: priceData['recurring'],
  });

  function answer(request: StubRequest) {
    const url = new URL(request.url, 'http://stripe.test');
    const params = decodeStripeForm(request.body);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    calls.push({ method: request.method, path: url.pathname, params, idempotencyKey });
    if (!/^Bearer sk_test_/.test(String(request.headers.authorization)))
      return error(401, 'Invalid API Key provided.');
    if (fake.failWith) return error(fake.failWith, 'Something went wrong on our side.');

    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = nextId('cs');
      const lineItem = (params['line_items'] as Json[])[0]!;
      const session: Json = {
        id,
        object: 'checkout.session',
        mode: params['mode'],
        status: 'open',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params['client_reference_id'] ?? null,
        customer_email: params['customer_email'] ?? null,
        metadata: params['metadata'] ?? {},
        currency: (lineItem['price_data'] as Json)['currency'],
        amount_total: Number((lineItem['price_data'] as Json)['unit_amount']),
        line_items_requested: params['line_items'],
        subscription_data_requested: params['subscription_data'],
        success_url: params['success_url'],
        cancel_url: params['cancel_url'],
        customer: null,
        subscription: null,
      };
      sessions.set(id, session);
      return { body: session };
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub) return error(404, `No such subscription: '${subMatch[1]}'`);
      if (request.method === 'POST') {
        if ('cancel_at_period_end' in params)
          sub['cancel_at_period_end'] = params['cancel_at_period_end'] === 'true';
        if (params['metadata'])
          sub['metadata'] = { ...(sub['metadata'] as Json), ...(params['metadata'] as Json) };
        const items = params['items'] as Json[] | undefined;
        if (items?.[0]?.['price_data']) {
          const item = subscriptionItem(sub);
          item['price'] = priceFrom(
            items[0]['price_data'] as Json,
            String((items[0]['price_data'] as Json)['product']),
          );
        }
      }
      return { body: sub };
    }
    return error(404, `Unrecognized request URL (${request.method}: ${url.pathname}).`);
  }

  const stub = await startHttpStub(answer);

  function completeCheckout(sessionId: string, at = Math.floor(Date.now() / 1000)): Json[] {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = nextId('cus');
    const subscriptionId = nextId('sub');
    const priceData = ((session['line_items_requested'] as Json[])[0]!['price_data'] as Json) ?? {};
    const periodEnd = at + 30 * 86_400;
    const metadata =
      ((session['subscription_data_requested'] as Json | undefined)?.['metadata'] as Json) ?? {};
    const subscription: Json = {
      id: subscriptionId,
      object: 'subscription',
      status: 'active',
      customer,
      cancel_at_period_end: false,
      metadata,
      items: {
        object: 'list',
        data: [
          {
            id: nextId('si'),
            object: 'subscription_item',
            current_period_start: at,
            current_period_end: periodEnd,
            price: priceFrom(priceData, nextId('prod')),
          },
        ],
      },
    };
    subscriptions.set(subscriptionId, subscription);
    Object.assign(session, { status: 'complete', customer, subscription: subscriptionId });
    const invoice = {
      id: nextId('in'),
      object: 'invoice',
      customer,
      amount_paid: session['amount_total'],
      amount_due: session['amount_total'],
      currency: session['currency'],
      billing_reason: 'subscription_create',
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: subscriptionId, metadata },
      },
      lines: { object: 'list', data: [{ period: { start: at, end: periodEnd } }] },
    };
    return [
      stripeEvent('checkout.session.completed', { ...session }, at),
      stripeEvent('customer.subscription.created', structuredClone(subscription), at),
      stripeEvent('invoice.paid', invoice, at),
    ];
  }

  return Object.assign(fake, { ...stub, sessions, subscriptions, calls, completeCheckout });
}
