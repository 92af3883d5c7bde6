// Money inside the API is integer cents; the catalogue's prices and SPEC's answers are USD.

export const toCents = (dollars: number) => Math.round(dollars * 100);
export const toDollars = (cents: number) => cents / 100;
