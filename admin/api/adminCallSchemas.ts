import { array } from 'superstruct';
import { orderBonus } from '../../core/index.ts';
import { addUserInput } from './addUserInput.ts';
import { adminData } from './adminData.ts';
import { adminSalesCampaign, salesCampaignDetail } from './adminSalesCampaign.ts';
import { auditLog } from './auditEntry.ts';
import { approvalChanges, availableSalesCampaigns } from './availableSalesCampaign.ts';
import { bonusImageUploadResponse } from './bonusImageUploadResponse.ts';
import { bonusInput } from './bonusInput.ts';
import { complexBonusInput } from './complexBonusInput.ts';
import { salesCampaignInput } from './salesCampaignInput.ts';
import { userEntry, userList } from './userList.ts';
import { voucherEntry, voucherList } from './voucherEntry.ts';
import { voucherInput } from './voucherInput.ts';

const bonusList = array(orderBonus);

/**
 * The structs the admin client checks each call's request body and answer with, by call (deleteUser and deleteBonus
 * answer no body, deleteVoucher neither, bonusImage the image). The admin client and the back-end contract (`cli/contract/`) both read it.
 */
export const adminCallSchemas = {
  home: { response: adminData },
  users: { response: userList },
  addUser: { request: addUserInput, response: userEntry },
  salesCampaigns: { response: array(adminSalesCampaign) },
  salesCampaign: { response: salesCampaignDetail },
  saveSalesCampaign: { request: salesCampaignInput, response: salesCampaignDetail },
  availableSalesCampaigns: { response: availableSalesCampaigns },
  approveSalesCampaigns: { request: approvalChanges, response: availableSalesCampaigns },
  availableBonuses: { response: bonusList },
  bonuses: { response: bonusList },
  bonus: { response: orderBonus },
  updateBonus: { request: bonusInput, response: orderBonus },
  createComplexBonus: { request: complexBonusInput, response: orderBonus },
  uploadBonusImage: { response: bonusImageUploadResponse },
  auditLog: { response: auditLog },
  salesCampaignAuditLog: { response: auditLog },
  bonusAuditLog: { response: auditLog },
  vouchers: { response: voucherList },
  createVoucher: { request: voucherInput, response: voucherEntry },
  updateVoucher: { request: voucherInput, response: voucherEntry },
} as const;
