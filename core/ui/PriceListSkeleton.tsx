/**
 * The price box while its price is not there yet: the same heading and price-list rows as the
 * real one (hidden from assistive technology, grey blocks of the texts' size and no text, so no contrast rule applies), so the box keeps its
 * height when the price arrives and nothing below it moves.
 */
export function PriceListSkeleton({ lines, headingLevel = 3 }: { readonly lines: number; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="price-skeleton" aria-hidden="true">
      <Heading>
        <span className="skeleton__block skeleton__text skeleton__text--short" />
      </Heading>
      <ul className="price-list">
        {Array.from({ length: lines }, (_, index) => (
          <li key={index}>
            <span className="skeleton__block skeleton__text skeleton__text--label" />
            <span className="skeleton__block skeleton__text skeleton__text--amount" />
          </li>
        ))}
      </ul>
    </div>
  );
}
