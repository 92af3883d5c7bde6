/** An e-mail address as accounts and e-mail limits compare it: trimmed, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
