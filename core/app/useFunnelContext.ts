import { useContext } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { reactFunnelContext } from './reactFunnelContext.ts';

/** The funnel context of the current tenant; throws outside the app so a mistake shows at once. */
export function useFunnelContext(): FunnelContext {
  const context = useContext(reactFunnelContext);
  if (!context) throw new Error('useFunnelContext() was called outside the aboflow app.');
  return context;
}
