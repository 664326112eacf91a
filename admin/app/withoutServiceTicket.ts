/** The current path and query without the login's service ticket `st`, which must not stay in the address bar or the history. */
export function withoutServiceTicket(location: Pick<Location, 'pathname' | 'search'>): { readonly path: string; readonly changed: boolean } {
  const query = new URLSearchParams(location.search);
  const changed = query.has('st');
  query.delete('st');
  const search = query.toString();
  return { path: `${location.pathname}${search ? `?${search}` : ''}`, changed };
}
