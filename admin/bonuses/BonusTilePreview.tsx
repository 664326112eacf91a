import { useId } from 'react';
import { formatEuro, type OrderBonus } from '../../core/index.ts';
import { classificationLabels } from '../rules/validateBonus.ts';

/**
 * The bonus tile as readers see it on the bonus selection (plugins/bonus BonusTile, which is not
 * part of the plugin's public surface): the same markup and CSS classes, with the details open
 * and the choice buttons disabled, so staff see every text they maintain.
 */
export function BonusTilePreview({ bonus }: { readonly bonus: OrderBonus }) {
  const id = useId();
  const title = bonus.title || bonus.materialNumber;
  const label = bonus.classification ? classificationLabels[bonus.classification] : (bonus.label ?? '');
  const charge = (bonus.additionalCharges ?? []).reduce((sum, entry) => sum + entry.value, 0);
  const infoPoints = (bonus.infoPoints ?? []).filter((point) => point.trim() !== '');
  return (
    <ul className="bonus-tiles bonus-preview__tiles">
      <li className="bonus-tile" aria-labelledby={`${id}-title`}>
        {bonus.imagePath ? <img className="bonus-tile__image" src={bonus.imagePath} alt="" /> : null}
        <p className="bonus-tile__label">{label}</p>
        <h3 id={`${id}-title`}>{title}</h3>
        {bonus.cashBonus && Number.isFinite(bonus.cashBonus) ? <p>{`Barprämie: ${formatEuro(bonus.cashBonus)}`}</p> : null}
        {charge > 0 ? <p>{`zzgl. Zuzahlung ${formatEuro(charge)}`}</p> : null}
        {infoPoints.length || bonus.text || bonus.link ? (
          <details open>
            <summary>
              Details<span className="visually-hidden">{` zu ${title}`}</span>
            </summary>
            {bonus.textLabel ? <h3>{bonus.textLabel}</h3> : null}
            {bonus.text ? <p>{bonus.text}</p> : null}
            {infoPoints.length ? (
              <ul>
                {infoPoints.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
            ) : null}
            {bonus.link ? (
              <a href={bonus.link} target="_blank" rel="noopener noreferrer">
                {bonus.linkLabel || 'Mehr erfahren'}
                <span className="visually-hidden"> (öffnet in neuem Fenster)</span>
              </a>
            ) : null}
          </details>
        ) : null}
        <div className="bonus-tile__actions">
          {(bonus.properties ?? []).map((property, index) => (
            <div className="field" key={property.name}>
              <label className="field__label" htmlFor={`${id}-property-${index}`}>
                {property.name}
              </label>
              <select id={`${id}-property-${index}`} className="select" disabled defaultValue="">
                <option value="">Bitte wählen</option>
                {property.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button type="button" className="button button--primary" disabled aria-label={`Auswählen: ${title}`}>
            Auswählen
          </button>
        </div>
      </li>
    </ul>
  );
}
