import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { TrackingEvent } from '../tracking/TrackingEvent.ts';
import { contributionShapes } from './contributionShapes.ts';

/** Receives tracking events (checkout steps, generic, bonus, transaction). */
export interface TrackingSink {
  readonly id: string;
  readonly order?: number;
  readonly send: (event: TrackingEvent) => void;
}

/**
 * Tracking sinks receive checkout-step, generic, bonus and transaction events: the tenant's tag manager or the
 * development log.
 */
export const trackingSinks = defineExtensionPoint<TrackingSink>({
  id: 'trackingSinks',
  shape: type({ ...contributionShapes.identified, send: func() }),
  defaultOrder: 100,
});
