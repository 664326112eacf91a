import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';
import { productTypeNames } from './campaignTexts.ts';
import { validityText } from './validityText.ts';

/** The product catalogue's data of the campaign, which staff read but do not change here (platform.md section 3). */
export function CatalogData({ campaign }: { readonly campaign: AdminSalesCampaign }) {
  const base = campaign.baseInfo;
  const rows: readonly (readonly [string, string])[] = [
    ['Aktions-ID', campaign.id],
    ['Produkt', `${base.printProduct} (${productTypeNames[base.printProductType] ?? base.printProductType})`],
    ['Preis', campaign.priceGui],
    ['Zahlungsrhythmus', base.paymentRhythm],
    ['Kostenpflichtig', base.withCosts ? 'ja' : 'nein'],
    ['Probeabo nur einmal', base.noSchnorren ? 'ja' : 'nein'],
    ['Gültigkeit', validityText(base.validFrom ?? null, base.validUntil ?? null)],
    ['Altersgrenze', base.ageLimit ? `${base.ageLimit} Jahre` : 'keine'],
  ];
  return (
    <section className="campaign-catalog" aria-labelledby="campaign-catalog-title">
      <h2 id="campaign-catalog-title">Produktdaten aus dem Katalog</h2>
      <p className="field__hint">Diese Angaben kommen aus dem Produktkatalog und lassen sich hier nicht ändern.</p>
      <dl className="campaign-catalog__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
