import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { summaryExtras } from '../../extensionPoints/summaryExtras.ts';
import { ExtraSpace } from './ExtraSpace.tsx';

/**
 * The offer summary's place before the order is known, in the summary's own shape: on a phone its bar (the offer's
 * name and price as grey blocks), on a wide page its column, each followed by the space its extras (`summaryExtras`)
 * reserve. The payment page's frame shows it, so the heading below does not move when the summary arrives. Which extras
 * the offer shows is not known yet: all of them are reserved, as the usual offer with costs shows them.
 */
export function OfferSummarySkeleton() {
  const context = useFunnelContext();
  const extras = context.plugins.get(summaryExtras);
  return (
    <div className="page-aside offer-summary" aria-hidden="true">
      <h2 className="offer-summary__heading">
        <span className="offer-summary__toggle">
          <span className="offer-summary__name">
            <span className="skeleton__block skeleton__text" />
          </span>
          <span className="offer-summary__price">
            <span className="skeleton__block skeleton__text skeleton__text--short" />
          </span>
        </span>
      </h2>
      <div className="skeleton__block skeleton__summary-box" />
      {extras.map((extra) => (
        <ExtraSpace key={extra.id} extra={extra} />
      ))}
    </div>
  );
}
