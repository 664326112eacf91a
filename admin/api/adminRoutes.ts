/** How one admin call is reached; `{name}` in the path is a path parameter, `{tenant}` the tenant key. */
export interface AdminRoute {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the API base (`/api`), without a leading slash. */
  readonly path: string;
}

const base = 'customizing-service/v1/swmh';

/**
 * Every internal admin and customizing call of platform.md section 7 (under the swmh base), by the
 * name the admin client's methods and the sandbox's fault injection use. The admin client and the
 * sandbox both read this table; it lives in the admin plugin so that no reader bundle carries it.
 */
export const adminRoutes = {
  home: { method: 'GET', path: `${base}/home` },
  users: { method: 'GET', path: `${base}/{tenant}/users/{userType}` },
  addUser: { method: 'POST', path: `${base}/{tenant}/users/{userType}` },
  deleteUser: { method: 'DELETE', path: `${base}/{tenant}/users/{userType}/{login}` },
  salesCampaigns: { method: 'GET', path: `${base}/{tenant}/salesCampaigns` },
  salesCampaign: { method: 'GET', path: `${base}/{tenant}/salesCampaign/{salesCampaignId}` },
  saveSalesCampaign: { method: 'POST', path: `${base}/{tenant}/salesCampaign` },
  availableSalesCampaigns: { method: 'GET', path: `${base}/admin/availableSalesCampaigns/{tenant}` },
  approveSalesCampaigns: { method: 'POST', path: `${base}/admin/approvedSalesCampaigns/{tenant}` },
  availableBonuses: { method: 'GET', path: `${base}/{tenant}/salesCampaign/{salesCampaignId}/availableBonuses` },
  bonuses: { method: 'GET', path: `${base}/{tenant}/bonuses` },
  bonus: { method: 'GET', path: `${base}/{tenant}/bonus/{materialNumber}` },
  updateBonus: { method: 'PUT', path: `${base}/{tenant}/bonus/{materialNumber}` },
  createComplexBonus: { method: 'POST', path: `${base}/{tenant}/bonus/{materialNumber}` },
  deleteBonus: { method: 'DELETE', path: `${base}/{tenant}/bonus/{materialNumber}` },
  uploadBonusImage: { method: 'POST', path: `${base}/{tenant}/bonus/{materialNumber}/image` },
  bonusImage: { method: 'GET', path: `${base}/{tenant}/bonus/{materialNumber}/image` },
  auditLog: { method: 'GET', path: `${base}/{tenant}/auditLog` },
  salesCampaignAuditLog: { method: 'GET', path: `${base}/{tenant}/salesCampaign/{salesCampaignId}/auditLog` },
  bonusAuditLog: { method: 'GET', path: `${base}/{tenant}/bonus/{materialNumber}/auditLog` },
  vouchers: { method: 'GET', path: `${base}/{tenant}/vouchers` },
  createVoucher: { method: 'POST', path: `${base}/{tenant}/vouchers` },
  updateVoucher: { method: 'PUT', path: `${base}/{tenant}/voucher/{voucherId}` },
  deleteVoucher: { method: 'DELETE', path: `${base}/{tenant}/voucher/{voucherId}` },
} as const satisfies Record<string, AdminRoute>;

/** The name of an admin call, e.g. 'saveSalesCampaign'. */
export type AdminCallName = keyof typeof adminRoutes;
