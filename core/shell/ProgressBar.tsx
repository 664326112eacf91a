import { useTranslation } from 'react-i18next';

/** The 5-step progress bar of the header (platform.md section 2); `current` is 1-based. */
export function ProgressBar({ current }: { readonly current: number | undefined }) {
  const { t } = useTranslation('core');
  const labels = t('progressSteps', { returnObjects: true }) as readonly string[];
  return (
    <nav className="progress" aria-label={t('progressLabel')}>
      <ol className="progress__list">
        {labels.map((label, index) => {
          const step = index + 1;
          const state = current === undefined ? 'open' : step < current ? 'done' : step === current ? 'current' : 'open';
          return (
            <li key={label} className={`progress__step progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress__number" aria-hidden="true">{step}</span>
              <span className="progress__label">{label}</span>
              {state === 'done' ? <span className="visually-hidden"> ({t('progressDone')})</span> : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
