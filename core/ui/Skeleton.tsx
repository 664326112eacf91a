/**
 * Which page the skeleton stands in for: a funnel step with the side summary, a plain page, or only
 * the form of a step whose page heading is already shown.
 */
export type SkeletonShape = 'withSummary' | 'plain' | 'form';

/**
 * Grey blocks in the shape of the page while it loads, instead of a spinner: the summary bar (phone)
 * or column (desktop), the heading, a paragraph and form fields, each reserving the space the page
 * will take (at least the window's height, so the footer does not jump in and out) so nothing moves
 * when it arrives. The region is `aria-busy` and a visually hidden status names what is loading.
 */
export function Skeleton({ label, shape = 'withSummary' }: { readonly label: string; readonly shape?: SkeletonShape }) {
  const main = (
    <div className="page-main skeleton__main" aria-hidden="true">
      {shape === 'form' ? null : <div className="skeleton__block skeleton__heading" />}
      <div className="skeleton__block skeleton__line" />
      <div className="skeleton__block skeleton__line skeleton__line--short" />
      {[0, 1, 2, 3].map((field) => (
        <div key={field} className="skeleton__field">
          <div className="skeleton__block skeleton__label" />
          <div className="skeleton__block skeleton__input" />
        </div>
      ))}
    </div>
  );
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
      {main}
    </div>
  );
}
