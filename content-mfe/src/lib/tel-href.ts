/** A `tel:` link for a phone number as the store writes it: "(713) 555-0142" → "tel:7135550142". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
