// The CLI and the sandbox find tenant packages by one rule, kept with the packages.
export { listTenantKeys } from '../tenants/listTenantKeys.ts';
