import { useFunnelContext } from '../app/useFunnelContext.ts';
import { PageHeading } from './PageHeading.tsx';

// The words of a page the spec does not have (docs/decisions.md, "Reload keeps the order"); they ship with its chunk.
const headline = 'Bitte geben Sie Ihre Angaben noch einmal ein';
const explanation = 'Unser Bestellshop wurde inzwischen aktualisiert. Ihre bisherigen Angaben konnten wir deshalb nicht übernehmen.';
const toOrderForm = 'Zur Bestellung';

/**
 * What a reload of the payment or check page shows when the order the tab kept no longer fits this release: why the
 * order is gone, and the way back to the order form of the same offer.
 */
export function KeptOrderDiscarded() {
  const context = useFunnelContext();
  return (
    <section aria-labelledby="kept-order-discarded">
      <PageHeading id="kept-order-discarded">{headline}</PageHeading>
      <p>{explanation}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" onClick={() => context.navigate({ route: 'Start' })}>
          {toOrderForm}
        </button>
      </div>
    </section>
  );
}
