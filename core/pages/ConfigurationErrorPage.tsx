import { coreTexts } from '../i18n/coreTexts.ts';

/** Shown when a tenant's plugins cannot be wired at run time (the build check normally prevents it). */
export function ConfigurationErrorPage() {
  return (
    <main className="content" id="content">
      <h1>{coreTexts.configurationErrorTitle}</h1>
      <p>{coreTexts.configurationErrorText}</p>
    </main>
  );
}
