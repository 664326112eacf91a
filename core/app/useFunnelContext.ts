import { useContext, createContext } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';

/** The funnel context of the current tenant; throws outside the app so a mistake shows at once. */
export function useFunnelContext(): FunnelContext {
  const context = useContext(reactFunnelContext);
  if (!context) throw new Error('useFunnelContext() was called outside the aboflow app.');
  return context;
}

/** The React context that carries the funnel context; read it through useFunnelContext(). */
export const reactFunnelContext = createContext<FunnelContext | undefined>(undefined);
