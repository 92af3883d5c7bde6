/** A plausible e-mail address (something@domain.tld), as a form field or API param must hold. */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
}
