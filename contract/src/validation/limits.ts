// Longest values the forms and the store API accept (the database stores what passes these).

export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** RFC 5321's longest usable address (a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
/** Street, city, state, postal code and country lines of an address. */
export const ADDRESS_LINE_MAX_LENGTH = 200;
