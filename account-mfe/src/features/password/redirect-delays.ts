// How long the password pages show their success before moving on (SPEC §9).
export const RESET_PASSWORD_REDIRECT_MS = 3000;
export const SET_PASSWORD_REDIRECT_MS = 2000;
