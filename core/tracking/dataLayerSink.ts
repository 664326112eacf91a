import type { TrackingSink } from '../extensionPoints/trackingSinks.ts';
import type { TrackingEvent } from './TrackingEvent.ts';

interface DataLayerWindow {
  dataLayer?: unknown[];
  aboflowTrackingLog?: boolean;
}

/**
 * Pushes every event onto `window.dataLayer`, where the tenant's tag-manager container picks it up.
 * With `window.aboflowTrackingLog = true` (set by the development build) each event is also logged.
 */
export const dataLayerSink: TrackingSink = {
  id: 'dataLayer',
  send(event: TrackingEvent) {
    if (typeof window === 'undefined') return;
    const target = window as unknown as DataLayerWindow;
    target.dataLayer ??= [];
    target.dataLayer.push({ event: `aboflow.${event.type}`, ...event });
    if (target.aboflowTrackingLog) console.info('[aboflow tracking]', event);
  },
};
