import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { handleAddUser } from './handleAddUser.ts';
import { handleApproveSalesCampaigns } from './handleApproveSalesCampaigns.ts';
import { handleAuditLog } from './handleAuditLog.ts';
import { handleAvailableBonuses } from './handleAvailableBonuses.ts';
import { handleAvailableSalesCampaigns } from './handleAvailableSalesCampaigns.ts';
import { handleBonus } from './handleBonus.ts';
import { handleBonusAuditLog } from './handleBonusAuditLog.ts';
import { handleBonuses } from './handleBonuses.ts';
import { handleBonusImage } from './handleBonusImage.ts';
import { handleCreateComplexBonus } from './handleCreateComplexBonus.ts';
import { handleDeleteBonus } from './handleDeleteBonus.ts';
import { handleDeleteUser } from './handleDeleteUser.ts';
import { handleHome } from './handleHome.ts';
import { handleSalesCampaign } from './handleSalesCampaign.ts';
import { handleSalesCampaignAuditLog } from './handleSalesCampaignAuditLog.ts';
import { handleSalesCampaigns } from './handleSalesCampaigns.ts';
import { handleSaveSalesCampaign } from './handleSaveSalesCampaign.ts';
import { handleUpdateBonus } from './handleUpdateBonus.ts';
import { handleUploadBonusImage } from './handleUploadBonusImage.ts';
import { handleUsers } from './handleUsers.ts';
import { handleCreateVoucher } from './handleCreateVoucher.ts';
import { handleDeleteVoucher } from './handleDeleteVoucher.ts';
import { handleUpdateVoucher } from './handleUpdateVoucher.ts';
import { handleVouchers } from './handleVouchers.ts';

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
