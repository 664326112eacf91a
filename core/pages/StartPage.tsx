import { useSignals } from '@preact/signals-react/runtime';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { sideAreaWidgets } from '../extensionPoints/sideAreaWidgets.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { InitialLoadResult } from '../funnel/runInitialLoad.ts';
import { loadDuePriceAndCountries, runStartLoad, takeEarlyStartLoad } from '../funnel/startLoad.ts';
import { useCheckoutStep } from '../funnel/useCheckoutStep.ts';
import { isLoadedComponent } from '../plugin/lazyWithTimeout.ts';
import { ContributionBoundary } from '../ui/ContributionBoundary.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { useWideLayout } from '../ui/useWideLayout.ts';
import { stepFocusContext } from '../ui/StepHeading.tsx';
import { PageHeading } from './PageHeading.tsx';
import { OfferSummary } from './summary/OfferSummary.tsx';

// What the skeleton's status says while the offer loads.
const offerLoading = 'Angebot wird geladen …';

/**
 * Asks for the due price and countries (`loadDuePriceAndCountries`) once the step beside it is on the page: inside the
 * step's boundary it commits with the step, not with the fallback shown while the step's code still loads. In a task of
 * its own: the step's effects (the form registering its fields) already make a long one of the commit's.
 */
function AfterStepRender({ context }: { readonly context: FunnelContext }) {
  useEffect(() => {
    const timer = window.setTimeout(() => loadDuePriceAndCountries(context), 0);
    return () => window.clearTimeout(timer);
  }, [context]);
  return null;
}

/**
 * Start: runs the initial load (then asks for the price and the campaign's countries), then shows
 * the first due start step in precedence order (bonus selection, role choice, recruiter form,
 * student upload, young-adult form, order form) with the order details and plugin widgets in the
 * side area (funnel.md sections 2 and 7).
 */
export function StartPage() {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation();
  const wide = useWideLayout();
  // The load mountApp began is taken once: settled, Start renders its step at once; else it waits for it.
  const [early] = useState(() => takeEarlyStartLoad(context));
  const [phase, setPhase] = useState<'loading' | InitialLoadResult>(
    () => early?.result ?? (early === undefined && context.store.formData.value ? 'ready' : 'loading'),
  );

  useEffect(() => {
    if (phase !== 'loading') return;
    let active = true;
    // The steps' code downloads while the initial load's calls are out, not after them.
    for (const candidate of context.plugins.get(startSteps)) void candidate.preload?.(context);
    void (early?.promise ?? runStartLoad(context)).then((result) => {
      if (!active) return;
      // The form is the largest render of the page: in a transition it yields to input instead of blocking it.
      startTransition(() => setPhase(result));
    });
    return () => {
      active = false;
    };
  }, [context, phase, early]);
  const step = phase === 'ready' ? context.plugins.get(startSteps).find((candidate) => candidate.isActive(context)) : undefined;
  // With a step, `AfterStepRender` asks once the step is on the page; without one nothing holds them back.
  const stepless = phase === 'ready' && step === undefined;
  useEffect(() => {
    if (stepless) loadDuePriceAndCountries(context);
  }, [context, stepless]);
  useCheckoutStep(context, 2, 'Start', phase === 'ready');

  const shownStep = useRef<string | undefined>(undefined);
  const firstStepId = useRef<string | undefined>(undefined);
  const popped = useRef(false);
  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    if (!step) return;
    const previous = shownStep.current;
    shownStep.current = step.id;
    const byBackButton = popped.current;
    popped.current = false;
    // A step the reader completes on Start (cart confirmed, recruiter saved, upload shown) becomes a
    // history entry of its own, so the browser's back button undoes it (funnel.md section 2)
    // instead of leaving the checkout; a step shown again by that undo adds none.
    if (previous && previous !== step.id && !byBackButton) {
      window.history.pushState(window.history.state, '', window.location.href);
    }
  }, [step]);

  const formData = context.store.formData.value;
  if (phase !== 'ready' || !formData) {
    return <Skeleton label={offerLoading} />;
  }

  const type = formData.salesCampaign.printProductType;
  const headline = t(type === 'D' ? 'start:headlineDigital' : type === 'M' ? 'start:headlineMagazine' : 'start:headlinePrint');
  const widgets = context.plugins.get(sideAreaWidgets).filter((widget) => widget.isActive(context));
  const StepComponent = step?.component;
  firstStepId.current ??= step?.id;

  // Side widgets (the bonus cart with its continue button) sit in the side column when there is one, after the step on a phone.
  const widgetList = widgets.map((widget) => (
    <ContributionBoundary key={widget.id} id={widget.id}>
      <widget.component context={context} />
    </ContributionBoundary>
  ));
  return (
    <div className="page-layout page-layout--with-aside">
      <OfferSummary extras>{wide ? widgetList : null}</OfferSummary>
      <div className="page-main">
        <PageHeading>{headline}</PageHeading>
        <stepFocusContext.Provider value={{ focusOnMount: step !== undefined && step.id !== firstStepId.current }}>
          {StepComponent ? (
            <ContributionBoundary
              key={step.id}
              id={step.id}
              fallback={<Skeleton label={t('core:loading')} shape="form" />}
              loaded={isLoadedComponent(StepComponent)}
            >
              <StepComponent context={context} />
              <AfterStepRender context={context} />
            </ContributionBoundary>
          ) : null}
        </stepFocusContext.Provider>
        {wide ? null : widgetList}
      </div>
    </div>
  );
}
