import { Component, Fragment, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { retryAttemptContext } from '../plugin/lazyWithTimeout.ts';

/** Props of {@link ContributionBoundary}. */
export interface ContributionBoundaryProps {
  /** The contribution's id, named in the console when it fails. */
  readonly id: string;
  /** Shown while the contribution's code loads. */
  readonly fallback?: ReactNode;
  /** `hidden`: a decorative contribution (a payment logo) that shows nothing when it fails. */
  readonly failure?: 'message' | 'hidden';
  /** DOM id of the retry button, so an error summary can link to it. */
  readonly retryId?: string;
  /** Told when the contribution fails (true) and when a retry shows it again (false). */
  readonly onFailureChange?: (failed: boolean) => void;
  /**
   * The contribution's code is there as the boundary mounts (an eagerly imported page, a lazy component already loaded,
   * see `isLoadedComponent`): no Suspense boundary goes around it, so a page React hydrates from the server's markup
   * hydrates it in the same pass. React hydrates each Suspense boundary in a later pass of its own, and an event into
   * one not yet hydrated makes React hydrate it on the spot, in one long task (a reader's first click on the form).
   * Read once, as the boundary mounts: the server's render and the hydrating one must decide alike.
   */
  readonly loaded?: boolean;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failed: boolean;
  /** Bumped on every retry: the Suspense and the contribution below mount afresh. */
  readonly attempt: number;
  /** Without a Suspense boundary of its own (`loaded` as the boundary mounted; a retry puts one back). */
  readonly direct: boolean;
}

function FailureMessage({ retryId, onRetry }: { readonly retryId: string | undefined; readonly onRetry: () => void }) {
  const { t } = useTranslation('core');
  return (
    <div className="alert alert--error contribution-failure" role="alert">
      <p>{t('contributionFailed')}</p>
      <button id={retryId} type="button" className="button button--secondary" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * The Suspense and error boundary core puts around every contributed component (start steps, form
 * sections, side widgets, routes, payment provider UIs, verification blocks): a chunk that does not
 * load or a component that throws shows a short message with "Erneut versuchen" in its own place,
 * and the rest of the page keeps working. Retry renders the contribution again; a component made
 * with `defineLazyContribution` then loads its code afresh.
 */
export class ContributionBoundary extends Component<ContributionBoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, attempt: 0, direct: this.props.loaded === true };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The page goes on; the console still names the part that failed, for the publisher's support.
    console.error(this.props.id, error, info.componentStack);
    this.props.onFailureChange?.(true);
  }

  private readonly retry = () => {
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1, direct: false }));
    this.props.onFailureChange?.(false);
  };

  override render() {
    if (this.state.failed) {
      return this.props.failure === 'hidden' ? null : <FailureMessage retryId={this.props.retryId} onRetry={this.retry} />;
    }
    return (
      <retryAttemptContext.Provider value={this.state.attempt}>
        {this.state.direct ? (
          <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
        ) : (
          <Suspense key={this.state.attempt} fallback={this.props.fallback ?? null}>
            {this.props.children}
          </Suspense>
        )}
      </retryAttemptContext.Provider>
    );
  }
}
