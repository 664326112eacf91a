import type { ReactNode } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { reactFunnelContext } from './useFunnelContext.ts';

/** Makes the funnel context available to pages and plugin components. */
export function FunnelContextProvider({ value, children }: { readonly value: FunnelContext; readonly children: ReactNode }) {
  return <reactFunnelContext.Provider value={value}>{children}</reactFunnelContext.Provider>;
}
