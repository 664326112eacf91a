/**
 * The price box while its price is not there yet: the same heading and price-list rows as the
 * real one (hidden from assistive technology, text replaced by grey blocks), so the box keeps its
 * height when the price arrives and nothing below it moves.
 */
export function PriceListSkeleton({ lines, headingLevel = 3 }: { readonly lines: number; readonly headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="price-skeleton" aria-hidden="true">
      <Heading>
        <span className="skeleton__block skeleton__text">Preis</span>
      </Heading>
      <ul className="price-list">
        {Array.from({ length: lines }, (_, index) => (
          <li key={index}>
            <span className="skeleton__block skeleton__text">Monatlicher Preis</span>
            <span className="skeleton__block skeleton__text">00,00 €</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
