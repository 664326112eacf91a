import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { routes as routeContributions } from '../extensionPoints/routes.ts';
import { decideBackStep } from '../funnel/decideBackStep.ts';
import type { RouteName } from '../funnel/RouteName.ts';
import { routePath } from '../funnel/routePath.ts';
import { routeTable, type RouteDefinition } from '../funnel/routeTable.ts';
import { BrowserBackModal } from '../pages/BrowserBackModal.tsx';
import { ErrorPage } from '../pages/ErrorPage.tsx';
import { FollowUpOfferPage } from '../pages/FollowUpOfferPage.tsx';
import { GpLockedPage } from '../pages/GpLockedPage.tsx';
import { OrderExistsPage } from '../pages/OrderExistsPage.tsx';
import { PaymentPage } from '../pages/PaymentPage.tsx';
import { PendingAreaPage } from '../pages/PendingAreaPage.tsx';
import { RegistrationMandatoryOverlay } from '../pages/RegistrationMandatoryOverlay.tsx';
import { RegistrationSuccessPage } from '../pages/RegistrationSuccessPage.tsx';
import { StartPage } from '../pages/StartPage.tsx';
import { SuccessPage } from '../pages/SuccessPage.tsx';
import { VerificationPage } from '../pages/VerificationPage.tsx';
import { Shell } from '../shell/Shell.tsx';
import { pendingRoutes } from './pendingRoutes.ts';
import { useBrowserBack } from './useBrowserBack.ts';
import { useFunnelContext } from './useFunnelContext.ts';

function pageFor(name: RouteName, params: Record<string, string | undefined>): ReactNode {
  switch (name) {
    case 'Start':
      return <StartPage />;
    case 'PaymentPage':
      return <PaymentPage />;
    case 'VerificationPage':
      return <VerificationPage />;
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
  const { t } = useTranslation('core');
  const [location] = useLocation();
  const [backModalOpen, setBackModalOpen] = useState(false);
  const current = routeTable.find((route) => matches(route.path, location));
  const openBackModal = useCallback(() => setBackModalOpen(true), []);
  useBrowserBack(context, current?.name ?? location, openBackModal);

  const formData = context.store.formData.value;
  const printProduct = formData ? formData.salesCampaign.printProductType !== 'D' : false;
  const showOverlay =
    formData?.registrationMandatory === true && context.store.login.value.status === 'loggedOut' && current?.name === 'Start';

  const onBack = (route: string) => () => {
    const step = decideBackStep(context, route);
    if (step.kind === 'exit') window.location.assign(step.url);
    else if (step.kind === 'goto') context.navigate({ route: step.route } as never);
  };

  const frame = (route: RouteDefinition, page: ReactNode) => (
    <Shell
      tenant={context.tenant}
      path={location}
      showBackButton={route.showBackButton}
      onBack={onBack(route.name)}
      progress={route.progressStep}
      printProduct={printProduct}
      overlay={showOverlay ? <RegistrationMandatoryOverlay /> : undefined}
    >
      <Suspense fallback={<p role="status">{t('loading')}</p>}>{page}</Suspense>
      {backModalOpen ? <BrowserBackModal onClose={() => setBackModalOpen(false)} /> : null}
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
              path={location}
              showBackButton={route.showBackButton}
              onBack={onBack(route.name)}
              progress={route.area === 'internal' ? 'hidden' : undefined}
              printProduct={printProduct}
            >
              <Suspense fallback={<p role="status">{t('loading')}</p>}>
                <route.component context={context} params={params} />
              </Suspense>
            </Shell>
          )}
        </Route>
      ))}
      {routeTable.map((route) => (
        <Route key={route.name} path={route.path}>
          {(params: Record<string, string | undefined>) => frame(route, pageFor(route.name, params))}
        </Route>
      ))}
      {pendingRoutes.map((route) => (
        <Route key={route.path} path={route.path}>
          {route.area === 'order' ? (
            // Without the payment plugin a payment return cannot be completed: the spec's answer is the server error page.
            <Redirect to={routePath('ErrorPage', { type: 'server' })} replace />
          ) : (
            <Shell tenant={context.tenant} path={location} showBackButton onBack={onBack('Internal')} progress="hidden" printProduct={false}>
              <PendingAreaPage title={route.title} />
            </Shell>
          )}
        </Route>
      ))}
      <Route>
        <Redirect to={`${routePath('Start')}${window.location.search}`} replace />
      </Route>
    </Switch>
  );
}

function matches(pattern: string, path: string): boolean {
  const expression = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+').replace(/\/$/, '/?')}$`);
  return expression.test(path);
}
