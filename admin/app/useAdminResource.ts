import { useCallback, useEffect, useRef, useState } from 'react';
import { leaveWithNotice } from './adminNavigation.ts';

/** A resource the admin app loads: loading, ready with its value, or failed. */
type AdminResource<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** Where a failed load goes (platform.md section 8) and what it says there. */
export interface FailureRoute {
  readonly path: string;
  readonly text: string;
}

/** The resource with the means to load it again and to replace its value after a save. */
export interface AdminResourceHandle<T> {
  readonly resource: AdminResource<T>;
  readonly reload: () => void;
  readonly replace: (value: T) => void;
}

/**
 * Loads `load()` when `key` changes. With `failTo`, a failure leaves for that page with its
 * notice (lists, users and approval go to the home, platform.md section 8); without it the
 * resource turns `failed` and the page shows the error in place. A late answer for an older key is
 * dropped.
 */
export function useAdminResource<T>(key: string, load: () => Promise<T>, failTo?: FailureRoute): AdminResourceHandle<T> {
  const [state, setState] = useState<{ readonly key: string; readonly resource: AdminResource<T> }>({ key, resource: { status: 'loading' } });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const failRef = useRef(failTo);
  failRef.current = failTo;

  useEffect(() => {
    let current = true;
    setState({ key, resource: { status: 'loading' } });
    loadRef.current().then(
      (value) => {
        if (current) setState({ key, resource: { status: 'ready', value } });
      },
      (error: unknown) => {
        if (!current) return;
        console.warn(`aboflow admin: loading ${key} failed`, error);
        const failure = failRef.current;
        if (failure) leaveWithNotice(failure.path, failure.text);
        else setState({ key, resource: { status: 'failed', error } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  const replace = useCallback((value: T) => setState({ key, resource: { status: 'ready', value } }), [key]);
  return { resource: state.key === key ? state.resource : { status: 'loading' }, reload, replace };
}
