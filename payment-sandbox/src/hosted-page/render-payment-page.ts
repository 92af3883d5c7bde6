// The hosted payment page: plain server-rendered HTML with inline styles, no scripts and no
// external assets, every field labelled, usable from the keyboard alone.
import type { LineItemObject, StoredCheckoutSession } from '../checkout-sessions/types.js';
import { formatAmount } from '../lib/money.js';
import { FORM_TOKEN_FIELD } from './form-guard.js';
import { hostedPagePath } from './hosted-page-paths.js';
import { attributes, html, type SafeHtml } from './html.js';

export type PaymentFormField = 'email' | 'card_number' | 'card_expiry' | 'card_cvc';

export interface PaymentFormValues {
  email: string;
  card_number: string;
  card_expiry: string;
  card_cvc: string;
}

export interface PaymentFormError {
  /** The field to fix, or null when the card as a whole was refused. */
  field: PaymentFormField | null;
  message: string;
}

export const emptyPaymentForm: PaymentFormValues = {
  email: '',
  card_number: '',
  card_expiry: '',
  card_cvc: '',
};

const STYLES = `
  :root { color-scheme: light; --ink: #1a1f36; --muted: #4f566b; --line: #d5dbe1; --accent: #4b3fd1; --error: #b3093c; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #f6f8fa; }
  .banner { margin: 0; padding: .5rem 1rem; background: #ffd27a; color: #3d2c00; text-align: center; font-size: .9rem; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .panel { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 1.5rem; margin-bottom: 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 1rem; }
  h2 { font-size: 1.1rem; margin: 0 0 .75rem; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: .4rem .25rem; text-align: left; border-bottom: 1px solid var(--line); }
  td.number, th.number { text-align: right; white-space: nowrap; }
  tfoot th, tfoot td { font-weight: 700; border-bottom: 0; }
  dl { display: flex; gap: .5rem; margin: 1rem 0 0; }
  dt { color: var(--muted); }
  dd { margin: 0; font-weight: 600; }
  .field { margin-bottom: 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  .hint { display: block; color: var(--muted); font-size: .875rem; margin-bottom: .25rem; }
  input { width: 100%; font: inherit; padding: .6rem .75rem; border: 1px solid #8792a2; border-radius: 6px; }
  input[aria-invalid="true"] { border-color: var(--error); }
  .row { display: flex; gap: 1rem; }
  .row .field { flex: 1; }
  button { width: 100%; font: inherit; font-weight: 700; padding: .75rem; border: 0; border-radius: 6px; background: var(--accent); color: #fff; cursor: pointer; }
  a { color: var(--accent); }
  :focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
  .error { border: 1px solid var(--error); border-left-width: 4px; background: #fff0f3; color: var(--error); padding: .75rem; margin-bottom: 1rem; border-radius: 6px; }
  .cancel { display: inline-block; margin-top: 1rem; }
  .test-cards { color: var(--muted); font-size: .875rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLES}
        </style>
      </head>
      <body>
        <p class="banner">
          <strong>Test mode.</strong> This is the payment sandbox: no real card is charged.
        </p>
        <main>${body}</main>
      </body>
    </html> `.value;
}

interface FieldOptions {
  name: PaymentFormField;
  id: string;
  label: string;
  value: string;
  type?: string;
  autocomplete: string;
  inputmode?: string;
  placeholder?: string;
  hint?: string;
  error: PaymentFormError | undefined;
}

function field(options: FieldOptions): SafeHtml {
  const { name, id, label, error } = options;
  const invalid =
    error !== undefined &&
    (error.field === name || (error.field === null && name === 'card_number'));
  const hintId = options.hint ? `${id}-hint` : undefined;
  const describedBy = [hintId, invalid ? 'payment-error' : undefined].filter(Boolean).join(' ');
  const input = attributes({
    id,
    name,
    type: options.type ?? 'text',
    value: options.value,
    autocomplete: options.autocomplete,
    inputmode: options.inputmode,
    placeholder: options.placeholder,
    required: true,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': invalid ? 'true' : undefined,
    // Back on the page after an error, the cursor goes to the field to fix.
    autofocus: invalid,
  });
  return html`<div class="field">
    <label for="${id}">${label}</label>
    ${options.hint ? html`<span class="hint" id="${hintId}">${options.hint}</span>` : ''}
    <input ${input} />
  </div>`;
}

function lineItemRow(item: LineItemObject): SafeHtml {
  return html`<tr>
    <td>${item.description}</td>
    <td class="number">${item.quantity}</td>
    <td class="number">${formatAmount(item.price.unit_amount, item.currency)}</td>
    <td class="number">${formatAmount(item.amount_total, item.currency)}</td>
  </tr>`;
}

/** The payment page of an open session, with the shopper's input and an error when there is one. */
export function renderPaymentPage(
  stored: StoredCheckoutSession,
  values: PaymentFormValues,
  error?: PaymentFormError,
): string {
  const { session } = stored;
  const total = formatAmount(session.amount_total, session.currency);
  const emailField = session.customer_email
    ? ''
    : field({
        name: 'email',
        id: 'email',
        label: 'Email',
        value: values.email,
        type: 'email',
        autocomplete: 'email',
        error,
      });
  const cardNumberField = field({
    name: 'card_number',
    id: 'card-number',
    label: 'Card number',
    value: values.card_number,
    autocomplete: 'cc-number',
    inputmode: 'numeric',
    placeholder: '1234 1234 1234 1234',
    error,
  });
  const expiryField = field({
    name: 'card_expiry',
    id: 'card-expiry',
    label: 'Expiry date',
    hint: 'MM / YY',
    value: values.card_expiry,
    autocomplete: 'cc-exp',
    inputmode: 'numeric',
    placeholder: 'MM / YY',
    error,
  });
  const cvcField = field({
    name: 'card_cvc',
    id: 'card-cvc',
    label: 'CVC',
    hint: '3 digits on the back',
    value: values.card_cvc,
    autocomplete: 'cc-csc',
    inputmode: 'numeric',
    placeholder: '123',
    error,
  });
  const body = html`<section class="panel" aria-labelledby="summary-heading">
      <h1 id="summary-heading">Pay ${total}</h1>
      <table>
        <caption class="visually-hidden">
          Items in this order
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" class="number">Quantity</th>
            <th scope="col" class="number">Price</th>
            <th scope="col" class="number">Amount</th>
          </tr>
        </thead>
        <tbody>
          ${stored.lineItems.map(lineItemRow)}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colspan="3">Total</th>
            <td class="number">${total}</td>
          </tr>
        </tfoot>
      </table>
      ${
        session.customer_email
          ? html`<dl>
              <dt>Email</dt>
              <dd>${session.customer_email}</dd>
            </dl>`
          : ''
      }
    </section>
    <section class="panel" aria-labelledby="payment-heading">
      <h2 id="payment-heading">Pay with card</h2>
      <form method="post" action="${hostedPagePath(session.id)}">
        <input type="hidden" name="${FORM_TOKEN_FIELD}" value="${stored.formToken}" />
        ${error ? html`<div class="error" role="alert" id="payment-error">${error.message}</div>` : ''}
        ${emailField} ${cardNumberField}
        <div class="row">${expiryField} ${cvcField}</div>
        <button type="submit">Pay ${total}</button>
      </form>
      ${session.cancel_url ? html`<a class="cancel" href="${session.cancel_url}">Cancel and return to the store</a>` : ''}
    </section>
    <p class="test-cards">
      Test cards: 4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined. Use any future expiry
      date and any three-digit CVC.
    </p>`;
  return layout(`Pay ${total} · Payment sandbox`, body);
}

/** A page that only says something: a finished or expired session, or a link that leads nowhere. */
export function renderMessagePage(
  title: string,
  message: string,
  link?: { href: string; text: string },
): string {
  const body = html`<section class="panel">
    <h1>${title}</h1>
    <p>${message}</p>
    ${link ? html`<a href="${link.href}">${link.text}</a>` : ''}
  </section>`;
  return layout(`${title} · Payment sandbox`, body);
}
