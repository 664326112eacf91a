/**
 * The tenants whose sandbox data is written by hand (platform.md section 1): their campaign codes are
 * what the tests and sandbox/README.md name. Every other tenant package gets generated campaigns.
 */
export const seededTenantKeys: readonly string[] = ['sz', 'stz', 'stn', 'kwz', 'maz', 'lkz', 'ez', 'cz', 'kbb', 'swb', 'lz'];
