// Currencies and amounts in the smallest currency unit (cents for usd, yen for jpy).

/** Three-letter ISO 4217 codes, lower-case as the provider writes them. */
export const supportedCurrencies: ReadonlySet<string> = new Set(
  Intl.supportedValuesOf('currency').map((code) => code.toLowerCase()),
);

/** Said with every malformed amount: how amounts are written. */
export const AMOUNT_HINT =
  "Amounts are whole numbers in the currency's smallest unit (1999 means $19.99).";

function formatter(currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
}

/** `formatAmount(1999, 'usd')` → `$19.99`; `formatAmount(500, 'jpy')` → `¥500`. */
export function formatAmount(amount: number, currency: string): string {
  const format = formatter(currency);
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
