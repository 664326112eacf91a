// The HTML standard's e-mail syntax, with at least one dot in the domain so a top-level domain is present.
const emailPattern =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** Whether text matches a standard e-mail pattern (funnel.md section 5, "E-mail"). Surrounding spaces are ignored. */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}
