import { enums, optional, string } from 'superstruct';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { CallDescription } from './CallDescription.ts';

/**
 * What the contract says of each admin call (platform.md section 7, internal and customizing calls) beyond its route
 * and its JSON structs (`adminCallSchemas`); keyed by the admin route table.
 */
export const adminCalls: Readonly<Record<AdminCallName, CallDescription>> = {
  home: { summary: 'The admin data: name, e-mail, permission links, logout URL.', query: { tenant: string() } },
  users: { summary: 'A user list (admins, tenantAdmins, users).' },
  addUser: { summary: 'Adds a registered user to a list by e-mail.', status: 201 },
  deleteUser: { summary: 'Removes a user from a list.', status: 204 },
  salesCampaigns: { summary: 'The tenant’s approved campaigns.' },
  salesCampaign: { summary: 'One campaign with what staff maintain.' },
  saveSalesCampaign: { summary: 'Saves what staff maintain of a campaign.' },
  availableSalesCampaigns: { summary: 'Every campaign of the tenant with its approval.' },
  approveSalesCampaigns: { summary: 'Approves or withdraws campaigns.' },
  availableBonuses: { summary: 'The bonuses a campaign may be given.' },
  bonuses: { summary: 'The tenant’s bonuses.', query: { active: optional(enums(['true', 'false'])) } },
  bonus: { summary: 'One bonus.' },
  updateBonus: { summary: 'Updates a bonus.' },
  createComplexBonus: { summary: 'Creates a complex bonus with variants.', status: 201 },
  deleteBonus: { summary: 'Deletes a bonus.', status: 204 },
  uploadBonusImage: { summary: 'Uploads a bonus image (PNG or GIF, transparent).', request: { kind: 'multipart', field: 'imageFile' } },
  bonusImage: { summary: 'The bonus image (public: readers’ bonus tiles show it).', response: { kind: 'image' } },
  auditLog: { summary: 'The tenant’s audit log, newest first.', query: { limit: optional(string()) } },
  salesCampaignAuditLog: { summary: 'A campaign’s audit log.' },
  bonusAuditLog: { summary: 'A bonus’s audit log.' },
  vouchers: { summary: 'The tenant’s voucher codes with their redemption counts.' },
  createVoucher: { summary: 'Creates a voucher code.', status: 201 },
  updateVoucher: { summary: 'Changes a voucher code (a redeemed code keeps its code; its limit stays at or above its redemptions).' },
  deleteVoucher: { summary: 'Deletes a voucher code nobody redeemed.', status: 204 },
};
