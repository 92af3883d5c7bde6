// The card form's checks and the sandbox's test cards: 4242 4242 4242 4242 pays,
// 4000 0000 0000 0002 is declined, and a few more outcomes the provider's test cards give.

export type CardField = 'card_number' | 'card_expiry' | 'card_cvc';

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { outcome: 'approved' }
  /** The card details are incomplete or impossible; `field` is the one to fix. */
  | { outcome: 'invalid'; field: CardField; message: string }
  /** The card is well formed but the (simulated) issuer says no. */
  | { outcome: 'declined'; message: string };

export const DECLINED_MESSAGE = 'Your card was declined.';

/** Test card numbers and what paying with them does: null pays, a message declines. */
const TEST_CARDS: Record<string, string | null> = {
  '4242424242424242': null,
  '5555555555554444': null,
  '4000000000000002': DECLINED_MESSAGE,
  '4000000000009995': 'Your card has insufficient funds.',
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** `MM/YY`, `MM / YY`, `MMYY` or `MM/YYYY` → month and four-digit year. */
function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** Checks the card form as the provider's card field would, then applies the test card table. */
export function checkCard(input: CardInput, today: Date): CardCheck {
  const number = input.number.replace(/[\s-]/g, '');
  if (number === '' || (/^\d+$/.test(number) && number.length < 13)) {
    return { outcome: 'invalid', field: 'card_number', message: 'Your card number is incomplete.' };
  }
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) {
    return { outcome: 'invalid', field: 'card_number', message: 'Your card number is invalid.' };
  }

  if (input.expiry.trim() === '') {
    return {
      outcome: 'invalid',
      field: 'card_expiry',
      message: "Your card's expiration date is incomplete.",
    };
  }
  const expiry = parseExpiry(input.expiry);
  if (!expiry || expiry.month < 1 || expiry.month > 12) {
    return {
      outcome: 'invalid',
      field: 'card_expiry',
      message: "Your card's expiration date is invalid. Use MM / YY.",
    };
  }
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (expiry.year * 12 + (expiry.month - 1) < thisMonth) {
    return {
      outcome: 'invalid',
      field: 'card_expiry',
      message: "Your card's expiration date is in the past.",
    };
  }

  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) {
    return {
      outcome: 'invalid',
      field: 'card_cvc',
      message: "Your card's security code is incomplete.",
    };
  }

  const decline = TEST_CARDS[number];
  if (decline === undefined) {
    return {
      outcome: 'declined',
      message:
        'Your card was declined. The payment sandbox accepts only test cards, such as 4242 4242 4242 4242.',
    };
  }
  if (decline !== null) return { outcome: 'declined', message: decline };
  return { outcome: 'approved' };
}
