import type { ApiErrorCode } from '../../core/index.ts';
import { adminRoutes } from './adminRoutes.ts';
import type { AdminCallName } from './adminRoutes.ts';

/** What every admin call may answer: the access check of admin/README.md's access table. */
const accessCodes: readonly ApiErrorCode[] = ['400 UNSUPPORTED_TENANT', '401 NOT_LOGGED_IN', '401 SESSION_EXPIRED', '403 FORBIDDEN'];
/** What every admin write may answer before its session is read ("Staff sessions and cross-site writes"). */
const writeCodes: readonly ApiErrorCode[] = ['403 CROSS_ORIGIN_REFUSED', '415 UNSUPPORTED_MEDIA_TYPE', '400 INVALID_BODY', '400 INVALID_JSON', '413 PAYLOAD_TOO_LARGE'];
const campaignCodes: readonly ApiErrorCode[] = ['404 SALES_CAMPAIGN_NOT_FOUND', '409 SALES_CAMPAIGN_NOT_APPROVED'];
const bonusCodes: readonly ApiErrorCode[] = ['404 BONUS_NOT_FOUND'];

/** The error codes of each admin call beyond the access check's and a write's: the table the contract reads. */
const callCodes: Readonly<Record<AdminCallName, readonly ApiErrorCode[]>> = {
  home: [],
  users: ['404 NOT_FOUND'],
  addUser: ['404 NOT_FOUND', '400 INVALID_EMAIL', '404 USER_NOT_REGISTERED'],
  deleteUser: ['404 NOT_FOUND', '404 USER_NOT_FOUND', '409 CANNOT_REMOVE_SELF'],
  salesCampaigns: [],
  salesCampaign: campaignCodes,
  saveSalesCampaign: [...campaignCodes, '400 INVALID_SALES_CAMPAIGN'],
  availableSalesCampaigns: [],
  approveSalesCampaigns: ['400 INVALID_APPROVAL'],
  availableBonuses: campaignCodes,
  bonuses: ['400 INVALID_QUERY'],
  bonus: bonusCodes,
  updateBonus: [...bonusCodes, '400 INVALID_BONUS'],
  createComplexBonus: ['400 INVALID_BONUS', '409 BONUS_EXISTS', '422 UNPROCESSABLE_VARIANT'],
  deleteBonus: [...bonusCodes, '409 BONUS_IN_USE'],
  uploadBonusImage: bonusCodes,
  bonusImage: ['404 IMAGE_NOT_FOUND'],
  auditLog: ['400 INVALID_QUERY'],
  salesCampaignAuditLog: ['404 SALES_CAMPAIGN_NOT_FOUND'],
  bonusAuditLog: bonusCodes,
  vouchers: [],
  createVoucher: ['400 INVALID_VOUCHER'],
  updateVoucher: ['404 VOUCHER_NOT_FOUND', '400 INVALID_VOUCHER'],
  deleteVoucher: ['404 VOUCHER_NOT_FOUND', '409 VOUCHER_REDEEMED'],
};

/** Every error code an admin call may answer, sorted by status. */
export function adminErrorCodesOf(call: AdminCallName): readonly ApiErrorCode[] {
  const write = adminRoutes[call].method !== 'GET';
  const codes = new Set<ApiErrorCode>([...accessCodes, ...(write ? writeCodes : []), ...callCodes[call]]);
  return [...codes].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
