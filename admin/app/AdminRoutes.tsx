import type { ReactNode } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { ComplexOrderBonusCreationPage } from '../bonuses/ComplexOrderBonusCreationPage.tsx';
import { OrderBonusCustomizingPage } from '../bonuses/OrderBonusCustomizingPage.tsx';
import { OrderBonusesOverviewPage } from '../bonuses/OrderBonusesOverviewPage.tsx';
import { SalesCampaignCustomizingPage } from '../campaigns/SalesCampaignCustomizingPage.tsx';
import { SalesCampaignsApprovalPage } from '../campaigns/SalesCampaignsApprovalPage.tsx';
import { SalesCampaignsOverviewPage } from '../campaigns/SalesCampaignsOverviewPage.tsx';
import { AdminHomePage } from '../pages/AdminHomePage.tsx';
import { UserManagementPage } from '../users/UserManagementPage.tsx';
import { VouchersPage } from '../vouchers/VouchersPage.tsx';
import { adminPaths } from './adminPaths.ts';
import { type AdminScreenId, adminScreenIds, adminScreens } from './adminScreens.ts';
import { RequirePermission } from './RequirePermission.tsx';

/** What each screen of {@link adminScreens} shows, given its path's parameters (decoded). */
const adminScreenComponents: { readonly [Id in AdminScreenId]: (params: Readonly<Record<string, string>>) => ReactNode } = {
  users: () => <UserManagementPage key="users" list="users" />,
  tenantAdmins: () => <UserManagementPage key="tenantAdmins" list="tenantAdmins" />,
  admins: () => <UserManagementPage key="admins" list="admins" />,
  salesCampaignsApproval: () => <SalesCampaignsApprovalPage />,
  salesCampaignsOverview: () => <SalesCampaignsOverviewPage />,
  salesCampaignCustomizing: ({ salesCampaignId = '' }) => <SalesCampaignCustomizingPage key={salesCampaignId} salesCampaignId={salesCampaignId} />,
  orderBonusesOverview: () => <OrderBonusesOverviewPage />,
  orderBonusCustomizing: ({ materialNumber = '' }) => <OrderBonusCustomizingPage key={materialNumber} materialNumber={materialNumber} />,
  complexOrderBonusCreation: () => <ComplexOrderBonusCreationPage />,
  vouchers: () => <VouchersPage />,
  home: () => <AdminHomePage />,
};

/** Path parameters as wouter gives them (still encoded), decoded for the screen. */
const decoded = (params: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (value === undefined ? [] : [[name, decodeURIComponent(value)]])));

/** The admin screens of platform.md section 2 ({@link adminScreens}), each behind its access rule; an unknown /internal path shows the home. */
export function AdminRoutes() {
  return (
    <Switch>
      {adminScreenIds.map((id) => {
        const screen: (typeof adminScreens)[AdminScreenId] = adminScreens[id];
        const access = 'access' in screen ? screen.access : undefined;
        return (
          <Route key={id} path={screen.path}>
            {(params: Readonly<Record<string, string | undefined>>) =>
              access === undefined ? (
                adminScreenComponents[id](decoded(params))
              ) : (
                <RequirePermission {...access}>{adminScreenComponents[id](decoded(params))}</RequirePermission>
              )
            }
          </Route>
        );
      })}
      <Route>
        <Redirect to={adminPaths.home} replace />
      </Route>
    </Switch>
  );
}
