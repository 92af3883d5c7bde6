// How long the contact form's success message stays before the form clears (SPEC §9).
export const CONTACT_SUCCESS_CLEAR_MS = 5000;
