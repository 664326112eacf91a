/** Where the redeemed code of a campaign is kept for a reload of the page (the tab's session only). */
function storageKey(salesCampaignId: string): string {
  return `aboflow.voucher.${salesCampaignId}`;
}

/** The code redeemed for the campaign before a reload, if any; a browser without readable storage holds none. */
export function readRememberedCode(salesCampaignId: string): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(salesCampaignId)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the code for a reload, or forgets it (undefined); a browser that refuses storage keeps nothing. */
export function rememberCode(salesCampaignId: string, code: string | undefined): void {
  try {
    if (code === undefined) globalThis.sessionStorage?.removeItem(storageKey(salesCampaignId));
    else globalThis.sessionStorage?.setItem(storageKey(salesCampaignId), code);
  } catch {
    // Without storage a reload loses the code, nothing else.
  }
}
