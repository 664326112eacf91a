import type { TrackingSink } from '../extensionPoints/trackingSinks.ts';
import type { TrackingEvent } from './TrackingEvent.ts';

interface DataLayerWindow {
  dataLayer?: unknown[];
  aboflowTrackingLog?: boolean;
}

/**
 * Pushes every event onto `window.dataLayer`, where the tenant's tag-manager container picks it up.
 * On a development host (localhost, *.localhost) or with `window.aboflowTrackingLog = true` each
 * event is also logged to the console, so integrators see what a tag manager would receive.
 */
export const dataLayerSink: TrackingSink = {
  id: 'dataLayer',
  send(event: TrackingEvent) {
    if (typeof window === 'undefined') return;
    const target = window as unknown as DataLayerWindow;
    target.dataLayer ??= [];
    target.dataLayer.push({ event: `aboflow.${event.type}`, ...event });
    const host = window.location.hostname;
    const development = host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
    if (target.aboflowTrackingLog ?? development) console.info('[aboflow tracking]', event);
  },
};
