import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '../tenant/defineTenant.ts';
import { Footer } from './Footer.tsx';
import { ProgressBar } from './ProgressBar.tsx';

/** Props of the page frame every order route renders in. */
export interface ShellProps {
  readonly tenant: Tenant;
  readonly showBackButton: boolean;
  readonly onBack: () => void;
  /** Step of the 5-step bar; `hidden` in the internal view. */
  readonly progress: number | undefined | 'hidden';
  /** Print and magazine campaigns use the print alt text of the logo. */
  readonly printProduct: boolean;
  /** The registration-mandatory overlay: when set, it covers the page and the body is not shown. */
  readonly overlay?: ReactNode;
  readonly children: ReactNode;
}

/** Header with logo, back button and progress bar; content wrapper; footer (platform.md section 2). */
export function Shell({ tenant, showBackButton, onBack, progress, printProduct, overlay, children }: ShellProps) {
  const { t } = useTranslation('core');

  return (
    <div className="shell">
      <a className="skip-link" href="#content">
        {t('skipToContent')}
      </a>
      <header className="header">
        {/* The bar carries the brand's header colours; the progress bar sits below it on the page background. */}
        <div className="header__bar">
          <div className="header__inner">
            <div className="header__start">
              {showBackButton ? (
                <button type="button" className="back-button" onClick={onBack}>
                  <span aria-hidden="true">‹</span> {t('back')}
                </button>
              ) : null}
            </div>
            <a className="header__logo" href={tenant.backLink}>
              <img
                src={tenant.header.logo}
                alt={printProduct ? tenant.header.logoAltPrint : tenant.header.logoAltDigital}
                width={tenant.header.logoSize?.width}
                height={tenant.header.logoSize?.height}
              />
            </a>
            <div className="header__end" />
          </div>
        </div>
        {progress === 'hidden' ? null : <ProgressBar current={progress} />}
      </header>
      {overlay ? (
        <div className="overlay" role="dialog" aria-modal="true" aria-labelledby="overlay-title">
          {overlay}
        </div>
      ) : (
        <main id="content" className="content" tabIndex={-1}>
          {children}
        </main>
      )}
      <Footer tenant={tenant} />
    </div>
  );
}
