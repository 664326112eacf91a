import { placeholder } from '../core/tenant/placeholders.ts';
import type { TenantAnswers } from './tenantQuestions.ts';

/** The value of each single-value identity field of a new tenant, by its leaf name in tenant.ts (each leaf name is unique there). */
export type IdentityFields = Readonly<Record<string, string>>;

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The identity values of a new tenant from the answers: legal pages, back link and offers page under the
 * website (the common German paths, to be checked), account pages under the account URL, and a placeholder
 * for every answer left out. Never a value of another tenant.
 */
export function identityFields(key: string, answers: TenantAnswers): IdentityFields {
  const site = (path: string) => (answers.website ? `${trimmed(answers.website)}${path}` : placeholder.url(key, path));
  const account = (path: string) => (answers.accountUrl ? `${trimmed(answers.accountUrl)}${path}` : placeholder.accountUrl(key, path));
  return {
    phone: answers.phone ?? placeholder.phone,
    contactFormUrl: answers.contactFormUrl ?? site('/leserservice/kontakt'),
    myDataUrl: account('/meine-daten'),
    imprintUrl: site('/impressum'),
    privacyUrl: site('/datenschutz'),
    accessibilityUrl: site('/barrierefreiheit'),
    operatorDetailsUrl: site('/anbieterangaben'),
    cancellationUrl: site('/kuendigen'),
    termsUrl: site('/agb'),
    host: answers.consentHost ?? placeholder.consentHost(key),
    backLink: site('/'),
    otherOffersUrl: site('/abo'),
    trackingContainerId: answers.trackingContainerId ?? placeholder.trackingContainerId,
    sepaCreditorId: answers.sepaCreditorId ?? placeholder.sepaCreditorId,
    loginUrl: account('/login'),
    logoutUrl: account('/logout'),
    registerUrl: account('/registrieren'),
  };
}
