import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { handleAddUser } from './handleAddUser.ts';
import { handleApproveSalesCampaigns } from './handleApproveSalesCampaigns.ts';
import { handleAuditLog, handleBonusAuditLog, handleSalesCampaignAuditLog } from './auditLog.ts';
import { handleAvailableBonuses, handleBonus, handleBonuses, handleBonusImage } from './bonuses.ts';
import { handleAvailableSalesCampaigns, handleSalesCampaign, handleSalesCampaigns } from './salesCampaigns.ts';
import { handleCreateComplexBonus } from './handleCreateComplexBonus.ts';
import { handleDeleteBonus } from './handleDeleteBonus.ts';
import { handleDeleteUser } from './handleDeleteUser.ts';
import { handleHome } from './handleHome.ts';
import { handleSaveSalesCampaign } from './handleSaveSalesCampaign.ts';
import { handleUpdateBonus } from './handleUpdateBonus.ts';
import { handleUploadBonusImage } from './handleUploadBonusImage.ts';
import { handleUsers } from './userManagement.ts';
import { handleCreateVoucher, handleVouchers } from './vouchers.ts';
import { handleDeleteVoucher } from './handleDeleteVoucher.ts';
import { handleUpdateVoucher } from './handleUpdateVoucher.ts';
import { compileRoutes } from '../server/compileRoutes.ts';

/** The handler of every admin call; the type makes a missing one a compile error. */
export const adminHandlers: Readonly<Record<AdminCallName, AdminHandler>> = {
  home: handleHome,
  users: handleUsers,
  addUser: handleAddUser,
  deleteUser: handleDeleteUser,
  salesCampaigns: handleSalesCampaigns,
  salesCampaign: handleSalesCampaign,
  saveSalesCampaign: handleSaveSalesCampaign,
  availableSalesCampaigns: handleAvailableSalesCampaigns,
  approveSalesCampaigns: handleApproveSalesCampaigns,
  availableBonuses: handleAvailableBonuses,
  bonuses: handleBonuses,
  bonus: handleBonus,
  updateBonus: handleUpdateBonus,
  createComplexBonus: handleCreateComplexBonus,
  deleteBonus: handleDeleteBonus,
  uploadBonusImage: handleUploadBonusImage,
  bonusImage: handleBonusImage,
  auditLog: handleAuditLog,
  salesCampaignAuditLog: handleSalesCampaignAuditLog,
  bonusAuditLog: handleBonusAuditLog,
  vouchers: handleVouchers,
  createVoucher: handleCreateVoucher,
  updateVoucher: handleUpdateVoucher,
  deleteVoucher: handleDeleteVoucher,
};

/** Finds the admin call for a method and a path below /api/ (without the leading slash). */
export const matchAdminRoute = compileRoutes(adminRoutes);
