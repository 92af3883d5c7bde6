// GET /pay/:id shows the payment page; POST /pay/:id (a plain form post, no JavaScript needed)
// pays with the card and redirects (303) to success_url, or shows the page again with the error.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { completeCheckoutSession } from '../checkout-sessions/complete-checkout-session.js';
import { findCheckoutSession } from '../checkout-sessions/find-checkout-session.js';
import type { CheckoutSessionObject, StoredCheckoutSession } from '../checkout-sessions/types.js';
import { isEmailAddress } from '../lib/email.js';
import { checkCard } from './check-card.js';
import { FORM_TOKEN_FIELD, isForeignOrigin, isFormTokenValid } from './form-guard.js';
import {
  emptyPaymentForm,
  renderMessagePage,
  renderPaymentPage,
  type PaymentFormValues,
} from './render-payment-page.js';

/** success_url with the `{CHECKOUT_SESSION_ID}` template filled in, as the provider does. */
export function successUrlFor(session: Pick<CheckoutSessionObject, 'id' | 'success_url'>): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function sendPage(reply: FastifyReply, statusCode: number, page: string): FastifyReply {
  return reply
    .code(statusCode)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'same-origin')
    .send(page);
}

/** The page for a session that can no longer be paid, or none when it can. */
function closedSessionPage(
  stored: StoredCheckoutSession | undefined,
): [number, string] | undefined {
  if (!stored) {
    return [
      404,
      renderMessagePage(
        'Payment page not found',
        'There is no checkout session at this address. Go back to the store and start the checkout again.',
      ),
    ];
  }
  const { session } = stored;
  if (session.status === 'complete') {
    return [
      200,
      renderMessagePage('Payment complete', 'This checkout session has already been paid.', {
        href: successUrlFor(session),
        text: 'Return to the store',
      }),
    ];
  }
  if (session.status === 'expired') {
    return [
      410,
      renderMessagePage(
        'This checkout session has expired',
        'Nothing was charged. Go back to the store to start the checkout again.',
        session.cancel_url ? { href: session.cancel_url, text: 'Return to the store' } : undefined,
      ),
    ];
  }
  return undefined;
}

/** A text field of the posted form; '' when absent or not text. */
function formField(body: unknown, name: string): string {
  const value = body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : '';
  return typeof value === 'string' ? value : '';
}

function formValues(body: unknown): PaymentFormValues {
  const text = (name: keyof PaymentFormValues) => formField(body, name);
  return {
    email: text('email').trim(),
    card_number: text('card_number'),
    card_expiry: text('card_expiry'),
    card_cvc: text('card_cvc'),
  };
}

export async function hostedPageRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.sandbox;

  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'hosted payment page error');
    return sendPage(
      reply,
      500,
      renderMessagePage('Something went wrong', 'The payment was not taken. Please try again.'),
    );
  });

  app.get<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const stored = findCheckoutSession(ctx, request.params.id);
    const closed = closedSessionPage(stored);
    if (closed) return sendPage(reply, ...closed);
    return sendPage(reply, 200, renderPaymentPage(stored!, emptyPaymentForm));
  });

  app.post<{ Params: { id: string } }>('/pay/:id', async (request, reply) => {
    const stored = findCheckoutSession(ctx, request.params.id);
    // Paid already (a second click, a reload): take the shopper where the first payment went.
    if (stored?.session.status === 'complete') {
      return reply.redirect(successUrlFor(stored.session), 303);
    }
    const closed = closedSessionPage(stored);
    if (closed) return sendPage(reply, ...closed);
    const open = stored!;

    // A post from another site cannot know the token: it pays nothing, and what it sent is not
    // shown back. The shopper's own page, reloaded, works again.
    if (
      isForeignOrigin(request, ctx.publicUrl()) ||
      !isFormTokenValid(open.formToken, formField(request.body, FORM_TOKEN_FIELD))
    ) {
      return sendPage(
        reply,
        403,
        renderPaymentPage(open, emptyPaymentForm, {
          field: null,
          message:
            'This payment form was not sent from this page. Nothing was charged: enter your card details to pay.',
        }),
      );
    }

    const values = formValues(request.body);
    const email = open.session.customer_email ?? values.email;
    if (!isEmailAddress(email)) {
      const message =
        email === '' ? 'Your email address is incomplete.' : 'Your email address is invalid.';
      return sendPage(reply, 422, renderPaymentPage(open, values, { field: 'email', message }));
    }
    const card = checkCard(
      { number: values.card_number, expiry: values.card_expiry, cvc: values.card_cvc },
      new Date(ctx.clock.now()),
    );
    if (card.outcome === 'invalid') {
      return sendPage(
        reply,
        422,
        renderPaymentPage(open, values, { field: card.field, message: card.message }),
      );
    }
    if (card.outcome === 'declined') {
      return sendPage(
        reply,
        402,
        renderPaymentPage(open, values, { field: null, message: card.message }),
      );
    }
    completeCheckoutSession(ctx, open, { email });
    return reply.redirect(successUrlFor(open.session), 303);
  });
}
