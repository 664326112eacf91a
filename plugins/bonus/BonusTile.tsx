import { useId, useState } from 'react';
import { formatEuro, type CampaignBonus } from '../../core/index.ts';
import { useTexts } from '../../core/ui.ts';
import { additionalChargesText, bonusLabelTexts, classificationLabel } from './bonusLabelTexts.ts';
import { bonusTileTexts } from './bonusSelectionTexts.ts';
import { isComplexBonus } from './BonusCart.ts';
import { resolveVariant } from './resolveVariant.ts';

/** One bonus tile: label, title, image, detail preview and the add or remove button; complex bonuses ask for every property first. */
export function BonusTile(props: {
  readonly entry: CampaignBonus;
  readonly inCart: boolean;
  readonly available: boolean;
  readonly cartFull: boolean;
  readonly onAdd: (variantMaterialNumber?: string) => void;
  readonly onRemove: () => void;
}) {
  const t = useTexts(bonusTileTexts);
  const labels = useTexts(bonusLabelTexts);
  const { bonus, fixedBonus } = props.entry;
  const id = useId();
  const [chosen, setChosen] = useState<Record<string, string | undefined>>({});
  const complex = isComplexBonus(bonus);
  const variant = complex ? resolveVariant(bonus, chosen) : undefined;
  const title = bonus.title || bonus.materialNumber;
  const charges = additionalChargesText(variant?.additionalCharges ?? bonus.additionalCharges, labels);
  const canAdd = props.available && !props.cartFull && (!complex || variant !== undefined);
  return (
    <li className={`bonus-tile${props.inCart ? ' bonus-tile--in-cart' : ''}`} aria-labelledby={`${id}-title`}>
      {bonus.imagePath ? <img className="bonus-tile__image" src={bonus.imagePath} alt="" /> : null}
      <p className="bonus-tile__label">{classificationLabel(bonus.classification, labels) || bonus.label}</p>
      <h3 id={`${id}-title`}>{title}</h3>
      {bonus.cashBonus ? <p>{t('cashBonus', { amount: formatEuro(bonus.cashBonus) })}</p> : null}
      {charges ? <p>{charges}</p> : null}
      {bonus.infoPoints?.length || bonus.text || bonus.link ? (
        <details>
          <summary>
            {t('details')}
            <span className="visually-hidden">{t('detailsOf', { title })}</span>
          </summary>
          {bonus.textLabel ? <h3>{bonus.textLabel}</h3> : null}
          {bonus.text ? <p>{bonus.text}</p> : null}
          {bonus.infoPoints?.length ? (
            <ul>
              {bonus.infoPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {bonus.link ? (
            <a href={bonus.link} target="_blank" rel="noopener noreferrer">
              {bonus.linkLabel || t('moreInfo')}
              <span className="visually-hidden">{t('newWindow')}</span>
            </a>
          ) : null}
        </details>
      ) : null}
      <div className="bonus-tile__actions">
        {!props.available && !props.inCart ? (
          <p className="field__error" role="status">
            {t('unavailable')}
          </p>
        ) : null}
        {complex && !props.inCart && props.available
          ? (bonus.properties ?? []).map((property) => (
              <div className="field" key={property.name}>
                <label className="field__label" htmlFor={`${id}-${property.name}`}>
                  {property.name}
                </label>
                <select
                  id={`${id}-${property.name}`}
                  className="select"
                  value={chosen[property.name] ?? ''}
                  onChange={(event) => setChosen({ ...chosen, [property.name]: event.target.value || undefined })}
                >
                  <option value="">{t('choose')}</option>
                  {property.values.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </div>
            ))
          : null}
        {fixedBonus ? (
          <p>{t('fixed')}</p>
        ) : props.inCart ? (
          <button type="button" className="button button--secondary" onClick={props.onRemove} aria-label={t('removeNamed', { title })}>
            {t('remove')}
          </button>
        ) : props.available ? (
          <button
            type="button"
            className="button button--primary"
            disabled={!canAdd}
            onClick={() => props.onAdd(variant?.materialNumber)}
            aria-label={t('addNamed', { title })}
          >
            {t('add')}
          </button>
        ) : null}
      </div>
    </li>
  );
}
