import { useEffect } from 'react';

/**
 * Texts of the Unsupported Tenant page (platform.md sections 1 and 4). Here rather than with core's other texts because
 * the page loads on its own, only when no tenant is known, and its words need not weigh on every tenant's first load.
 */
const texts = {
  code: 'Unsupported Tenant',
  codeLabel: 'Fehlermeldung:',
  title: 'Diesen Bestellshop gibt es nicht',
  text:
    'Diese Adresse gehört zu keiner unserer Zeitungen. Vielleicht ist der Link unvollständig oder veraltet. Bitte öffnen Sie das Abo-Angebot über die Website Ihrer Zeitung.',
  offers: 'Abo-Angebote unserer Zeitungen',
} as const;

/** A publisher's offers page, listed as the way out of the Unsupported Tenant page. */
export interface PublisherOffersLink {
  readonly name: string;
  readonly url: string;
}

/**
 * Shown when neither the host nor the tenant parameter names a known tenant (platform.md sections 1 and 4):
 * the spec's error "Unsupported Tenant" on a German page in the neutral look (no tenant, so no theme),
 * with the publishers' offer pages as the way out.
 */
export function UnsupportedTenantPage({ publishers = [] }: { readonly publishers?: readonly PublisherOffersLink[] }) {
  useEffect(() => {
    document.title = `${texts.code} – ${texts.title}`;
  }, []);
  return (
    <div className="shell unsupported-tenant">
      <main className="content" id="content">
        <p className="unsupported-tenant__code">
          {texts.codeLabel} <span lang="en">{texts.code}</span>
        </p>
        <h1>{texts.title}</h1>
        <p>{texts.text}</p>
        {publishers.length > 0 ? (
          <nav aria-labelledby="unsupported-tenant-offers">
            <h2 id="unsupported-tenant-offers">{texts.offers}</h2>
            <ul className="unsupported-tenant__list">
              {publishers.map((publisher) => (
                <li key={publisher.url}>
                  <a href={publisher.url}>{publisher.name}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </main>
    </div>
  );
}
