/** The name of the multi-tenant bundle: its entry file, rsbuild environment and dist folder. */
export const allTenantsName = '_all';
