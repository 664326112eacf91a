import type { DatabaseSync } from 'node:sqlite';
import { format } from 'date-fns';
import { campaignAvailability } from '../../admin/rules/campaignAvailability.ts';
import { staffRole } from '../admin/authorizeAdminCall.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { ApiRequest } from '../server/ApiRequest.ts';
import { isPreviewToken } from '../server/formToken.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';

/** Staff with a role in the tenant: the only callers a preview is for (the access table's campaign rights). */
function isTenantStaff(db: DatabaseSync, accountId: number | undefined, tenant: string): boolean {
  return accountId !== undefined && staffRole(db, accountId, tenant) !== undefined;
}

/** The initial load asks for the staff preview (`preview=true`, the admin area's Vorschau link) and the caller's staff session is of staff of the tenant. */
export function grantsPreview(db: DatabaseSync, request: Pick<ApiRequest, 'query' | 'staffAccountId' | 'tenant'>): boolean {
  return request.query.get('preview') === 'true' && isTenantStaff(db, request.staffAccountId, request.tenant);
}

/** Whether readers can order the campaign on `now`'s day: active and within its validity. */
export function isOrderable(campaign: CampaignRecord, now: Date): boolean {
  return campaignAvailability(campaign, format(now, 'yyyy-MM-dd')).kind === 'orderable';
}

/**
 * Whether a later call of a preview may see a campaign readers cannot order: the caller's staff session is of staff of
 * the campaign's tenant and, on calls that carry a form token, the token is the preview's (the
 * billing-frequency call carries none; it answers staff what the campaign's admin page shows them).
 */
export function continuesPreview(db: DatabaseSync, campaign: CampaignRecord, request: Pick<ApiRequest, 'token' | 'staffAccountId'>): boolean {
  return isTenantStaff(db, request.staffAccountId, campaign.tenant) && (request.token === undefined || isPreviewToken(request.token));
}

/** A preview never orders or pays: an order or payment start with a preview's token is refused with 403 PREVIEW_ORDER_REFUSED, nothing is stored. */
export function refuseInPreview(request: Pick<ApiRequest, 'token'>): void {
  if (isPreviewToken(request.token)) throw apiFailure(403, 'PREVIEW_ORDER_REFUSED', { message: 'In der Vorschau wird keine Bestellung angenommen.' });
}
