import { array, enums, optional, string } from 'superstruct';
import { addUserInput } from '../../admin/api/addUserInput.ts';
import { adminData } from '../../admin/api/adminData.ts';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { adminSalesCampaign, salesCampaignDetail } from '../../admin/api/adminSalesCampaign.ts';
import { auditLog } from '../../admin/api/auditEntry.ts';
import { approvalChanges, availableSalesCampaigns } from '../../admin/api/availableSalesCampaign.ts';
import { bonusImageUploadResponse } from '../../admin/api/bonusImageUploadResponse.ts';
import { bonusInput } from '../../admin/api/bonusInput.ts';
import { complexBonusInput } from '../../admin/api/complexBonusInput.ts';
import { salesCampaignInput } from '../../admin/api/salesCampaignInput.ts';
import { userEntry, userList } from '../../admin/api/userList.ts';
import { orderBonus } from '../../core/api/entities/orderBonus.ts';
import { jsonBody as json } from './CallDescription.ts';
import type { CallDescription } from './CallDescription.ts';

/**
 * The admin area's calls (platform.md section 7, internal and customizing calls) with the structs
 * `createAdminApiClient` checks them with; keyed by the admin route table.
 */
export const adminCalls: Readonly<Record<AdminCallName, CallDescription>> = {
  home: { summary: 'The admin data: name, e-mail, permission links, logout URL.', query: { tenant: string() }, response: json(adminData) },
  users: { summary: 'A user list (admins, tenantAdmins, users).', response: json(userList) },
  addUser: { summary: 'Adds a registered user to a list by e-mail.', request: json(addUserInput), status: 201, response: json(userEntry) },
  deleteUser: { summary: 'Removes a user from a list.', status: 204 },
  salesCampaigns: { summary: 'The tenant’s approved campaigns.', response: json(array(adminSalesCampaign)) },
  salesCampaign: { summary: 'One campaign with what staff maintain.', response: json(salesCampaignDetail) },
  saveSalesCampaign: { summary: 'Saves what staff maintain of a campaign.', request: json(salesCampaignInput), response: json(salesCampaignDetail) },
  availableSalesCampaigns: { summary: 'Every campaign of the tenant with its approval.', response: json(availableSalesCampaigns) },
  approveSalesCampaigns: { summary: 'Approves or withdraws campaigns.', request: json(approvalChanges), response: json(availableSalesCampaigns) },
  availableBonuses: { summary: 'The bonuses a campaign may be given.', response: json(array(orderBonus)) },
  bonuses: { summary: 'The tenant’s bonuses.', query: { active: optional(enums(['true', 'false'])) }, response: json(array(orderBonus)) },
  bonus: { summary: 'One bonus.', response: json(orderBonus) },
  updateBonus: { summary: 'Updates a bonus.', request: json(bonusInput), response: json(orderBonus) },
  createComplexBonus: { summary: 'Creates a complex bonus with variants.', request: json(complexBonusInput), status: 201, response: json(orderBonus) },
  deleteBonus: { summary: 'Deletes a bonus.', status: 204 },
  uploadBonusImage: { summary: 'Uploads a bonus image (PNG or GIF, transparent).', request: { kind: 'multipart', field: 'imageFile' }, response: json(bonusImageUploadResponse) },
  bonusImage: { summary: 'The bonus image (public: readers’ bonus tiles show it).', response: { kind: 'image' } },
  auditLog: { summary: 'The tenant’s audit log, newest first.', query: { limit: optional(string()) }, response: json(auditLog) },
  salesCampaignAuditLog: { summary: 'A campaign’s audit log.', response: json(auditLog) },
  bonusAuditLog: { summary: 'A bonus’s audit log.', response: json(auditLog) },
};
