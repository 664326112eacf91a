import type { Infer } from 'superstruct';
import type { Plugin } from '../plugin/definePlugin.ts';
import type { Theme } from '../theme/defineTheme.ts';
import type { tenantPageTextsSchema } from './tenantPageTextsSchema.ts';
import type { tenantSchema } from './tenantSchema.ts';
import type { tenantTextsSchema } from './tenantTextsSchema.ts';

/** The German texts of a tenant, one i18next namespace per content block. */
export type TenantTexts = Infer<typeof tenantTextsSchema>;

/** The German texts of the pages after Start, one i18next namespace per content block. */
export type TenantPageTexts = Infer<typeof tenantPageTextsSchema>;

/** A publisher's config package (platform.md sections 1 and 3). */
export type Tenant = Omit<Infer<typeof tenantSchema>, 'plugins' | 'theme' | 'pageTexts'> & {
  readonly plugins: readonly Plugin[];
  readonly theme: Theme;
  /** Loads the texts of the pages after Start; a dynamic import, so they are a chunk of their own. */
  readonly pageTexts: () => Promise<TenantPageTexts>;
};

/** Declares a tenant. An identity function for types; `checkTenant` validates it at build time. */
export function defineTenant(tenant: Tenant): Tenant {
  return tenant;
}
