import { type OrderBonus, isApiCallError } from '../../core/index.ts';

/** A bonus as staff name it in messages: „Titel“ (Materialnummer), or the material number alone. */
export function bonusName(bonus: Pick<OrderBonus, 'materialNumber' | 'title'>): string {
  return bonus.title ? `„${bonus.title}“ (${bonus.materialNumber})` : bonus.materialNumber;
}

/**
 * Why a bonus could not be deleted, in German: a 409 BONUS_IN_USE names the campaigns that still
 * offer it (from the answer's `salesCampaignIds`); a 404 says it is gone already; anything else is
 * the general failure.
 */
export function bonusDeleteFailureText(bonusName: string, error: unknown): string {
  const body =
    isApiCallError(error) && error.kind === 'http'
      ? (error.body as { error?: unknown; salesCampaignIds?: unknown } | undefined)
      : undefined;
  if (body?.error === 'BONUS_IN_USE') {
    const ids = Array.isArray(body.salesCampaignIds) ? body.salesCampaignIds.filter((id): id is string => typeof id === 'string') : [];
    const campaigns = ids.length > 0 ? `: ${ids.join(', ')}` : '';
    return `Die Prämie ${bonusName} kann nicht gelöscht werden, solange Verkaufsaktionen sie anbieten${campaigns}. Nehmen Sie sie dort zuerst heraus.`;
  }
  if (body?.error === 'BONUS_NOT_FOUND') return `Die Prämie ${bonusName} gibt es nicht mehr.`;
  return `Die Prämie ${bonusName} konnte nicht gelöscht werden. Bitte versuchen Sie es in einigen Minuten erneut.`;
}
