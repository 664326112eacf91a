/**
 * The own-origin path the login sends the reader back to: the current page with its query,
 * without a previous service ticket.
 */
export function returnPath(location: { readonly pathname: string; readonly search: string }): string {
  const query = new URLSearchParams(location.search);
  query.delete('st');
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}
