/**
 * Texts of the Unsupported Tenant page (platform.md sections 1 and 4). Apart from core's other texts because the
 * page loads on its own, only when no tenant is known, and its words need not weigh on every tenant's first load.
 */
export const unsupportedTenantTexts = {
  code: 'Unsupported Tenant',
  codeLabel: 'Fehlermeldung:',
  title: 'Diesen Bestellshop gibt es nicht',
  text:
    'Diese Adresse gehört zu keiner unserer Zeitungen. Vielleicht ist der Link unvollständig oder veraltet. Bitte öffnen Sie das Abo-Angebot über die Website Ihrer Zeitung.',
  offers: 'Abo-Angebote unserer Zeitungen',
} as const;
