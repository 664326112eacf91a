import type { Infer } from 'superstruct';
import type { Plugin } from '../plugin/definePlugin.ts';
import type { BrandTokens } from '../theme/brandTokens.ts';
import type { Theme } from '../theme/defineTheme.ts';
import type { tenantPageTextsSchema } from './tenantPageTextsSchema.ts';
import type { tenantSchema } from './tenantSchema.ts';
import type { tenantTextsSchema } from './tenantTextsSchema.ts';

/** The German texts of a tenant, one i18next namespace per content block. */
export type TenantTexts = Infer<typeof tenantTextsSchema>;

/** The German texts of the pages after Start, one i18next namespace per content block. */
export type TenantPageTexts = Infer<typeof tenantPageTextsSchema>;

/** A publisher's config package (platform.md sections 1 and 3). */
export type Tenant = Omit<Infer<typeof tenantSchema>, 'plugins' | 'theme' | 'brand' | 'pageTexts'> & {
  readonly plugins: readonly Plugin[];
  readonly theme: Theme;
  /** The tenant's own colours (and radius), laid over the theme family's tokens. */
  readonly brand?: BrandTokens;
  /** Loads the texts of the pages after Start; a dynamic import, so they are a chunk of their own. */
  readonly pageTexts: () => Promise<TenantPageTexts>;
};

/** Declares a tenant. An identity function for types; `checkTenant` validates it at build time. */
export function defineTenant(tenant: Tenant): Tenant {
  return tenant;
}
