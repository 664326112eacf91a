/**
 * Whether the connect form still holds the customer number and name the server just answered
 * with WRONG_GP_NUMBER (funnel.md section 5: the form "is invalid when the server reports a wrong
 * number"); changing either makes it a new attempt.
 */
export function isRejectedConnectPair(
  values: { readonly gpNr?: string; readonly name?: string },
  rejected: { readonly gpNr: string; readonly name: string } | undefined,
): boolean {
  if (!rejected) return false;
  return (values.gpNr ?? '').trim() === rejected.gpNr && (values.name ?? '').trim() === rejected.name;
}
