import { Redirect, Route, Switch } from 'wouter';
import { is } from 'superstruct';
import { userType } from '../api/userType.ts';
import { ComplexOrderBonusCreationPage } from '../bonuses/ComplexOrderBonusCreationPage.tsx';
import { OrderBonusCustomizingPage } from '../bonuses/OrderBonusCustomizingPage.tsx';
import { OrderBonusesOverviewPage } from '../bonuses/OrderBonusesOverviewPage.tsx';
import { SalesCampaignCustomizingPage } from '../campaigns/SalesCampaignCustomizingPage.tsx';
import { SalesCampaignsApprovalPage } from '../campaigns/SalesCampaignsApprovalPage.tsx';
import { SalesCampaignsOverviewPage } from '../campaigns/SalesCampaignsOverviewPage.tsx';
import { AdminHomePage } from '../pages/AdminHomePage.tsx';
import { UserManagementPage } from '../users/UserManagementPage.tsx';
import { VouchersPage } from '../vouchers/VouchersPage.tsx';
import { userListPermission } from '../users/userListPermission.ts';
import { adminPaths } from './adminPaths.ts';
import { RequirePermission } from './RequirePermission.tsx';

/** The admin screens of platform.md section 2, each behind the permission it needs; an unknown /internal path shows the home. */
export function AdminRoutes() {
  return (
    <Switch>
      <Route path="/internal/userManagement/:userType">
        {(params: { userType: string }) =>
          is(params.userType, userType) ? (
            <RequirePermission link={userListPermission[params.userType]}>
              <UserManagementPage key={params.userType} list={params.userType} />
            </RequirePermission>
          ) : (
            <Redirect to={adminPaths.home} replace />
          )
        }
      </Route>
      <Route path="/internal/SalesCampaignsApproval">
        <RequirePermission link="ADMIN_APPROVED_SALES_CAMPAIGNS">
          <SalesCampaignsApprovalPage />
        </RequirePermission>
      </Route>
      <Route path="/internal/salesCampaignsOverview">
        <RequirePermission link="CONFIGURE_SALES_CAMPAIGNS">
          <SalesCampaignsOverviewPage />
        </RequirePermission>
      </Route>
      <Route path="/internal/salesCampaignCustomizing/:salesCampaignId">
        {(params: { salesCampaignId: string }) => (
          <RequirePermission link="CONFIGURE_SALES_CAMPAIGNS">
            <SalesCampaignCustomizingPage key={params.salesCampaignId} salesCampaignId={decodeURIComponent(params.salesCampaignId)} />
          </RequirePermission>
        )}
      </Route>
      <Route path="/internal/orderBonusesOverview">
        <RequirePermission link="CONFIGURE_SALES_CAMPAIGNS">
          <OrderBonusesOverviewPage />
        </RequirePermission>
      </Route>
      <Route path="/internal/orderBonusCustomizing/:materialNumber">
        {(params: { materialNumber: string }) => (
          <RequirePermission link="CONFIGURE_SALES_CAMPAIGNS">
            <OrderBonusCustomizingPage key={params.materialNumber} materialNumber={decodeURIComponent(params.materialNumber)} />
          </RequirePermission>
        )}
      </Route>
      <Route path="/internal/complexOrderBonus/neuAnlage">
        <RequirePermission roles={['admin', 'keyuser']}>
          <ComplexOrderBonusCreationPage />
        </RequirePermission>
      </Route>
      <Route path="/internal/vouchers">
        <RequirePermission link="CONFIGURE_SALES_CAMPAIGNS">
          <VouchersPage />
        </RequirePermission>
      </Route>
      <Route path="/internal">
        <AdminHomePage />
      </Route>
      <Route>
        <Redirect to={adminPaths.home} replace />
      </Route>
    </Switch>
  );
}
