import { coreTexts } from '../i18n/coreTexts.ts';

/** Shown when neither the host nor the tenant parameter names a known tenant (platform.md section 4). */
export function UnsupportedTenantPage() {
  return (
    <main className="content unsupported-tenant" id="content">
      <h1>{coreTexts.unsupportedTenantTitle}</h1>
      <p lang="de">{coreTexts.unsupportedTenantText}</p>
    </main>
  );
}
