import { useComputed } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode, use } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { routes as routeContributions } from '../extensionPoints/routes.ts';
import { decideBackStep } from '../funnel/decideBackStep.ts';
import { paymentReturnPaths, routeOfPath, routePath, routeTable, type RouteDefinition, type RouteName } from '../funnel/routeTable.ts';
import { StartPage } from '../pages/StartPage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { lazyWithTimeout } from '../plugin/lazyWithTimeout.ts';
import { ContributionBoundary } from '../ui/ContributionBoundary.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { afterFirstInteraction } from './afterFirstInteraction.ts';
import { whenIdle } from './applyTenantDocument.ts';
import { useBrowserBack } from './useBrowserBack.ts';
import { useFunnelContext } from './useFunnelContext.ts';
import { loadPageTexts } from '../i18n/loadPageTexts.ts';
import { usePathHousekeeping } from './usePathHousekeeping.ts';

// Pages after the start page load on demand, so the Start route stays within its size budget. A page whose code does
// not load shows "Erneut versuchen" in its place under the header, as a contributed section does, never a blank screen.
// Only the payment and check pages restore a saved order: its code comes with them, not with Start.
const ResumeSavedOrder = lazyWithTimeout(() =>
  import(/* webpackChunkName: "payment-resume" */ '../pages/ResumeSavedOrder.tsx').then((module) => ({ default: module.ResumeSavedOrder })),
);
const PaymentPage = lazyWithTimeout(() =>
  import(/* webpackChunkName: "payment-page" */ '../pages/PaymentPage.tsx').then((module) => ({ default: module.PaymentPage })),
);
const VerificationPage = lazyWithTimeout(() =>
  import(/* webpackChunkName: "check-page" */ '../pages/VerificationPage.tsx').then((module) => ({ default: module.VerificationPage })),
);
const SuccessPage = lazyWithTimeout(() => import('../pages/SuccessPage.tsx').then((module) => ({ default: module.SuccessPage })));
const RegistrationSuccessPage = lazyWithTimeout(() =>
  import('../pages/RegistrationSuccessPage.tsx').then((module) => ({ default: module.RegistrationSuccessPage })),
);
const OrderExistsPage = lazyWithTimeout(() =>
  import('../pages/OrderExistsPage.tsx').then((module) => ({ default: module.OrderExistsPage })),
);
const FollowUpOfferPage = lazyWithTimeout(() =>
  import('../pages/FollowUpOfferPage.tsx').then((module) => ({ default: module.FollowUpOfferPage })),
);
const GpLockedPage = lazyWithTimeout(() => import('../pages/GpLockedPage.tsx').then((module) => ({ default: module.GpLockedPage })));
const ErrorPage = lazyWithTimeout(() => import('../pages/ErrorPage.tsx').then((module) => ({ default: module.ErrorPage })));
const BrowserBackModal = lazy(() => import('../pages/BrowserBackModal.tsx').then((module) => ({ default: module.BrowserBackModal })));

/** Routes whose texts are all in the tenant's eager `texts`: they render without waiting for the page texts. */
const eagerRoutes: ReadonlySet<RouteName> = new Set(['Start', 'ErrorPage']);

function pageFor(name: RouteName, params: Record<string, string | undefined>): ReactNode {
  switch (name) {
    case 'Start':
      return <StartPage />;
    case 'PaymentPage':
      return (
        <ResumeSavedOrder>
          <PaymentPage />
        </ResumeSavedOrder>
      );
    case 'VerificationPage':
      return (
        <ResumeSavedOrder>
          <VerificationPage />
        </ResumeSavedOrder>
      );
    case 'SuccessPage':
      return <SuccessPage />;
    case 'RegistrationSuccess':
      return <RegistrationSuccessPage />;
    case 'OrderExists':
      return <OrderExistsPage />;
    case 'FollowUpOffer':
      return <FollowUpOfferPage />;
    case 'ErrorPage':
      return <ErrorPage type={params.type} />;
    case 'GpLocked':
      return <GpLockedPage />;
  }
}

/** Every route of both spec documents, plugin routes first; unknown paths redirect to Start. */
export function AppRoutes() {
  useSignals();
  const context = useFunnelContext();
  const { t, i18n } = useTranslation('core');
  const [location] = useLocation();
  // The texts of later pages come after the first paint, while the reader fills in the form. On Start they wait for the
  // reader to take up the page: a visitor who only looks does not download them (docs/performance.md, "Transfer on
  // Start"). A later page that finds them missing waits for them (`WithPageTexts`).
  useEffect(() => {
    const load = () => whenIdle(() => void loadPageTexts(i18n, context.tenant.pageTexts).catch(() => undefined));
    return routeOfPath(window.location.pathname)?.name === 'Start' ? afterFirstInteraction(load) : load();
  }, [i18n, context.tenant]);
  // The browser-back modal belongs to the path it opened on: any change of path closes it.
  const [backModalPath, setBackModalPath] = useState<string | undefined>(undefined);
  const current = routeOfPath(location);
  const openBackModal = useCallback(() => setBackModalPath(window.location.pathname), []);
  useBrowserBack(context, openBackModal);
  usePathHousekeeping(context, location, current?.name);

  // Derived, so that the frame re-renders when one of these changes, not on every answer that touches the form data
  // (the campaign's countries, an address check): a signal's change re-renders its readers synchronously.
  const printProduct = useComputed(() => {
    const formData = context.store.formData.value;
    return formData ? formData.salesCampaign.printProductType !== 'D' : false;
  }).value;
  const preview = useComputed(() => context.store.formData.value?.preview === true).value;
  const loginMandatory = useComputed(
    () => context.store.formData.value?.registrationMandatory === true && context.store.login.value.status === 'loggedOut',
  ).value;
  const showOverlay = loginMandatory && current?.name === 'Start';

  const onBack = (route: string) => () => {
    const step = decideBackStep(context, route);
    if (step.kind === 'exit') window.location.assign(step.url);
    else if (step.kind === 'goto') context.navigate({ route: step.route });
  };

  const frame = (route: RouteDefinition, page: ReactNode) => (
    <Shell
      tenant={context.tenant}
      showBackButton={route.showBackButton}
      onBack={onBack(route.name)}
      progress={route.progressStep}
      printProduct={printProduct}
      overlay={showOverlay ? <RegistrationMandatoryOverlay /> : undefined}
    >
      {preview ? <p className="preview-banner">{t('preview')}</p> : null}
      <ContributionBoundary
        id={`page ${route.name}`}
        // Start's page comes with the app's own code: hydrated with the first pass, not in one of its own.
        loaded={route.name === 'Start'}
        fallback={
          <Skeleton
            label={t('loading')}
            shape={route.name === 'PaymentPage' || route.name === 'VerificationPage' ? 'withSummary' : 'plain'}
          />
        }
      >
        {eagerRoutes.has(route.name) ? page : <WithPageTexts>{page}</WithPageTexts>}
      </ContributionBoundary>
      {backModalPath === location ? (
        <Suspense fallback={null}>
          <BrowserBackModal onClose={() => setBackModalPath(undefined)} />
        </Suspense>
      ) : null}
    </Shell>
  );

  const pluginRoutes = context.plugins.get(routeContributions);
  return (
    <Switch>
      {pluginRoutes.map((route) => (
        <Route key={`plugin-${route.id}`} path={route.path}>
          {(params: Record<string, string | undefined>) => (
            <Shell
              tenant={context.tenant}
              showBackButton={route.showBackButton}
              onBack={route.onBack ? () => route.onBack?.(window.location.pathname) : onBack(route.name)}
              progress={route.area === 'internal' ? 'hidden' : undefined}
              printProduct={printProduct}
            >
              <ContributionBoundary id={route.id} fallback={<Skeleton label={t('loading')} shape="plain" />}>
                {route.area === 'internal' ? (
                  <route.component context={context} params={params} />
                ) : (
                  <WithPageTexts>
                    <route.component context={context} params={params} />
                  </WithPageTexts>
                )}
              </ContributionBoundary>
            </Shell>
          )}
        </Route>
      ))}
      {routeTable.map((route) => (
        <Route key={route.name} path={route.path}>
          {(params: Record<string, string | undefined>) => frame(route, pageFor(route.name, params))}
        </Route>
      ))}
      {paymentReturnPaths.map((path) => (
        // Without the payment plugin a payment return cannot be completed: the spec's answer is the server error page.
        <Route key={path} path={path}>
          <Redirect to={routePath('ErrorPage', { type: 'server' })} replace />
        </Route>
      ))}
      <Route>{() => <Redirect to={`${routePath('Start')}${window.location.search}`} replace />}</Route>
    </Switch>
  );
}

/** Renders its page once the tenant's page texts are in; suspends to the route's fallback until then. */
function WithPageTexts({ children }: { readonly children: ReactNode }) {
  const { tenant } = useFunnelContext();
  const { i18n } = useTranslation();
  use(loadPageTexts(i18n, tenant.pageTexts));
  return children;
}

/** Covers the page while a registration-mandatory campaign sends a visitor to the login (platform.md section 2). */
function RegistrationMandatoryOverlay() {
  const { t: modalText } = useTranslation('modals');
  return (
    <div className="overlay__card">
      <h1 id="overlay-title">{modalText('registrationMandatoryHeadline')}</h1>
      <p>{modalText('registrationMandatoryText')}</p>
      <div className="spinner" role="status" aria-label={modalText('core:loading')} />
    </div>
  );
}
