import { createContext } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';

/** The React context that carries the funnel context; read it through useFunnelContext(). */
export const reactFunnelContext = createContext<FunnelContext | undefined>(undefined);
