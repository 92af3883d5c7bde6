/** SPEC §8's text when the totals cannot be worked out (the cart page, the review step). */
export const TOTALS_FAILED = 'Unable to calculate totals';
