/** Which page the skeleton stands in for: one with the side summary (the funnel steps) or a plain one. */
export type SkeletonShape = 'withSummary' | 'plain';

/**
 * Grey blocks in the shape of the page while it loads, instead of a spinner: the summary bar (phone)
 * or column (desktop), the heading, a paragraph and form fields, each reserving the space the page
 * will take so nothing jumps when it arrives. The region is `aria-busy` and a visually hidden
 * status names what is loading.
 */
export function Skeleton({ label, shape = 'withSummary' }: { readonly label: string; readonly shape?: SkeletonShape }) {
  return (
    <div className={shape === 'withSummary' ? 'page-layout page-layout--with-aside skeleton' : 'skeleton'} aria-busy="true">
      <p role="status" className="visually-hidden">
        {label}
      </p>
      {shape === 'withSummary' ? (
        <div className="page-aside offer-summary" aria-hidden="true">
          <div className="skeleton__block skeleton__summary-bar" />
          <div className="skeleton__block skeleton__summary-box" />
        </div>
      ) : null}
      <div className="page-main" aria-hidden="true">
        <div className="skeleton__block skeleton__heading" />
        <div className="skeleton__block skeleton__line" />
        <div className="skeleton__block skeleton__line skeleton__line--short" />
        {[0, 1, 2, 3].map((field) => (
          <div key={field} className="skeleton__field">
            <div className="skeleton__block skeleton__label" />
            <div className="skeleton__block skeleton__input" />
          </div>
        ))}
        <div className="skeleton__block skeleton__button" />
      </div>
    </div>
  );
}
