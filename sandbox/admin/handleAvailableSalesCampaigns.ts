import type { AdminHandler } from './AdminHandler.ts';
import { availableSalesCampaignsOf } from './availableSalesCampaignsOf.ts';

/** admin/availableSalesCampaigns/{tenant}: the approval list. */
export const handleAvailableSalesCampaigns: AdminHandler = (context, request) => ({
  status: 200,
  json: availableSalesCampaignsOf(context.db, request.caller.tenant),
});
