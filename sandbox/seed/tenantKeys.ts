/** The tenant keys the sandbox serves (platform.md section 1). */
export const tenantKeys = ['sz', 'stz', 'stn', 'kwz', 'maz', 'lkz', 'ez', 'cz', 'kbb', 'swb', 'lz'] as const;
