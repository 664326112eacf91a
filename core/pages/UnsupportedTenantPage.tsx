import { useEffect } from 'react';
import { unsupportedTenantTexts as texts } from '../i18n/unsupportedTenantTexts.ts';

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
