/** The tel: link of a phone number as people write it, e.g. '089 2183-8000' → 'tel:08921838000'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
