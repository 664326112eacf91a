/** What `tenant new` asks (or takes as flags); anything left out becomes a placeholder (core/tenant/placeholders.ts). */
export interface TenantAnswers {
  readonly name: string;
  readonly theme?: string;
  /** The publisher's production hosts; `<key>.localhost` is always added for local use. */
  readonly hosts?: readonly string[];
  /** Plugin ids, e.g. ['gift', 'card']: folders under plugins/, and `admin`. */
  readonly plugins?: readonly string[];
  readonly trackingContainerId?: string;
  /** The publisher's website; the legal pages, back link and offers page are linked under it. */
  readonly website?: string;
  /** The reader account (login, logout, register, "Meine Daten"). */
  readonly accountUrl?: string;
  readonly phone?: string;
  readonly contactFormUrl?: string;
  readonly consentHost?: string;
  readonly sepaCreditorId?: string;
}
