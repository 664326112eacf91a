import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';
import { productTypeNames } from './campaignTexts.ts';
import { formatDisplayDate } from '../../core/index.ts';

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

/** A validity period in words: "01.01.2026 bis 31.12.2026", "ab …", "bis …" or "unbegrenzt". */
export function validityText(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `${formatDisplayDate(validFrom)} bis ${formatDisplayDate(validUntil)}`;
  if (validFrom) return `ab ${formatDisplayDate(validFrom)}`;
  if (validUntil) return `bis ${formatDisplayDate(validUntil)}`;
  return 'unbegrenzt';
}
