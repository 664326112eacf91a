import type { UserType } from '../api/userType.ts';
import { adminScreens, backTargetOf, screenOf, screenPath } from './adminScreens.ts';

/** The start page of the order app, where the admin home's back step goes (platform.md section 2). */
const startPath = '/neubestellung/abo/';

/** The admin app's links (platform.md section 2), by screen: the paths of {@link adminScreens}. */
export const adminPaths = {
  home: adminScreens.home.path,
  userManagement: (list: UserType) => screenPath(list),
  salesCampaignsApproval: adminScreens.salesCampaignsApproval.path,
  salesCampaignsOverview: adminScreens.salesCampaignsOverview.path,
  salesCampaignCustomizing: (salesCampaignId: string) => screenPath('salesCampaignCustomizing', { salesCampaignId }),
  orderBonusesOverview: adminScreens.orderBonusesOverview.path,
  orderBonusCustomizing: (materialNumber: string) => screenPath('orderBonusCustomizing', { materialNumber }),
  complexOrderBonusCreation: adminScreens.complexOrderBonusCreation.path,
  vouchers: adminScreens.vouchers.path,
} as const;

/**
 * Where the back button leads from an admin path (platform.md section 2): the back target of the screen the path
 * opens ({@link adminScreens}); a path no screen has shows the home, so its back step goes home too.
 */
export function adminBackPath(path: string): string {
  const screen = screenOf(path);
  const back = screen === undefined ? 'home' : backTargetOf(screen);
  return back === 'start' ? startPath : screenPath(back);
}

/** The current path and query without the login's service ticket `st`, which must not stay in the address bar or the history. */
export function withoutServiceTicket(location: Pick<Location, 'pathname' | 'search'>): {
  readonly path: string;
  readonly changed: boolean;
} {
  const query = new URLSearchParams(location.search);
  const changed = query.has('st');
  query.delete('st');
  const search = query.toString();
  return { path: `${location.pathname}${search ? `?${search}` : ''}`, changed };
}
