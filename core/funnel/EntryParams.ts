/** Query parameters read on entry (funnel.md section 2); persisted in the osc3 cookie. */
export interface EntryParams {
  /** Sales campaign id. */
  readonly wa?: string;
  /** Offer id. */
  readonly oid?: string;
  /** Advertising medium. */
  readonly wt?: string;
  readonly campaign?: string;
  /** Contact number. */
  readonly ktnr?: string;
  readonly sourceUrl?: string;
  /** Tracking id. */
  readonly _ptid?: string;
  /** 'register' selects the registration auth screen. */
  readonly screen?: string;
  /** Fallback for tenant detection. */
  readonly tenant?: string;
  /** Added: `true` asks for the staff preview of a campaign (the admin area's Vorschau link); the server decides. */
  readonly preview?: string;
}

/** The query parameters read on entry, in the spec's order (funnel.md section 2), plus the staff preview. */
export const entryParamNames: readonly (keyof EntryParams)[] = ['wa', 'oid', 'wt', 'campaign', 'ktnr', 'sourceUrl', '_ptid', 'screen', 'tenant', 'preview'];
