import type { UserType } from '../api/userType.ts';

/** The start page of the order app, where the admin home's back step goes (platform.md section 2). */
const startPath = '/neubestellung/abo/';

/** The admin app's routes (platform.md section 2), by screen. */
export const adminPaths = {
  home: '/internal',
  userManagement: (list: UserType) => `/internal/userManagement/${list}`,
  salesCampaignsApproval: '/internal/SalesCampaignsApproval',
  salesCampaignsOverview: '/internal/salesCampaignsOverview',
  salesCampaignCustomizing: (salesCampaignId: string) => `/internal/salesCampaignCustomizing/${encodeURIComponent(salesCampaignId)}`,
  orderBonusesOverview: '/internal/orderBonusesOverview',
  orderBonusCustomizing: (materialNumber: string) => `/internal/orderBonusCustomizing/${encodeURIComponent(materialNumber)}`,
  complexOrderBonusCreation: '/internal/complexOrderBonus/neuAnlage',
  vouchers: '/internal/vouchers',
} as const;

/**
 * Where the back button leads from an admin path (platform.md section 2): home to Start; user
 * management, approval and both overviews to home; campaign customizing to the campaign overview;
 * bonus customizing and complex bonus creation to the bonus overview.
 */
export function adminBackPath(path: string): string {
  const screen = path.replace(/\/+$/, '').split('/')[2];
  switch (screen) {
    case undefined:
      return startPath;
    case 'salesCampaignCustomizing':
      return adminPaths.salesCampaignsOverview;
    case 'orderBonusCustomizing':
    case 'complexOrderBonus':
      return adminPaths.orderBonusesOverview;
    default:
      return adminPaths.home;
  }
}
