import { useState } from 'react';
import { Field } from 'react-final-form';
import type { OrderBonus } from '../../core/index.ts';
import { CheckboxField, TextField, fieldId, visibleError } from '../../core/ui.ts';
import { campaignListLimits, type CampaignFormValues } from './campaignFormValues.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { ListField } from './ListField.tsx';

type AssignedBonus = CampaignFormValues['bonuses'][number];

/** A bonus's name for staff: its title or label, with the material number. */
function bonusName(bonus: OrderBonus | undefined, materialNumber: string): string {
  const title = bonus?.title || bonus?.label;
  return title ? `${title} (${materialNumber})` : materialNumber;
}

/**
 * The bonuses readers choose from, in this order, each fixed or not and with an optional end
 * date, and how many a reader gets. Staff assign bonuses of the campaign's availableBonuses.
 */
export function BonusesSection({ available }: { readonly available: readonly OrderBonus[] }) {
  const byNumber = new Map(available.map((bonus) => [bonus.materialNumber, bonus]));
  return (
    <CampaignSection id="abschnitt-praemien">
      <div className="field-grid">
        <TextField
          name="numberOfBonuses"
          label="Anzahl der Prämien je Bestellung"
          numeric
          required
          width="half"
          hint="Feste Prämien eingeschlossen; 0: keine Prämie."
        />
      </div>
      <ListField<AssignedBonus>
        name="bonuses"
        legend="Zugeordnete Prämien"
        hint="In dieser Reihenfolge sehen Leser die Prämien. Feste Prämien legt der Bestellshop selbst in den Warenkorb."
        itemName={(index) => `Prämie ${index + 1}`}
        max={campaignListLimits.bonuses}
        emptyText="Dieser Aktion ist keine Prämie zugeordnet."
        focusIdOf={(index) => fieldId(`bonuses.${index}.fixedBonus`)}
        renderItem={(index) => (
          <div className="campaign-bonus">
            <Field<string> name={`bonuses.${index}.materialNumber`} subscription={{ value: true, error: true, touched: true, submitFailed: true, submitError: true, dirtySinceLastSubmit: true }}>
              {({ input, meta }) => {
                const error = visibleError(meta);
                return (
                  <div id={fieldId(`bonuses.${index}.materialNumber`)} tabIndex={-1} className="campaign-bonus__name">
                    <strong>{bonusName(byNumber.get(input.value), input.value)}</strong>
                    {error ? <span className="field__error"> {error}</span> : null}
                  </div>
                );
              }}
            </Field>
            <div className="field-grid">
              <div className="field field--half">
                <CheckboxField name={`bonuses.${index}.fixedBonus`} label="Feste Prämie (immer im Warenkorb)" />
              </div>
              <TextField name={`bonuses.${index}.validUntil`} type="date" label="Angeboten bis" hint="Leer: solange die Aktion läuft" width="half" />
            </div>
          </div>
        )}
        renderAdd={(add, items, addId) => <AddBonus available={available} assigned={items} addId={addId} onAdd={add} />}
      />
    </CampaignSection>
  );
}

/** Chooses one of the bonuses the campaign does not have yet and assigns it. */
function AddBonus({ available, assigned, addId, onAdd }: { readonly available: readonly OrderBonus[]; readonly assigned: readonly AssignedBonus[]; readonly addId: string; readonly onAdd: (bonus: AssignedBonus) => void }) {
  const free = available.filter((bonus) => !assigned.some((entry) => entry.materialNumber === bonus.materialNumber));
  const [choice, setChoice] = useState('');
  if (free.length === 0) {
    return (
      <p id={addId} tabIndex={-1} className="field__hint">
        Alle Prämien, die diese Aktion erhalten kann, sind zugeordnet.
      </p>
    );
  }
  const selected = free.some((bonus) => bonus.materialNumber === choice) ? choice : free[0]!.materialNumber;
  return (
    <div className="campaign-bonus__add">
      <div className="field">
        <label htmlFor={addId} className="field__label">
          Weitere Prämie
        </label>
        <select id={addId} className="select" value={selected} onChange={(event) => setChoice(event.target.value)}>
          {free.map((bonus) => (
            <option key={bonus.materialNumber} value={bonus.materialNumber}>
              {bonusName(bonus, bonus.materialNumber)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button button--secondary" onClick={() => onAdd({ materialNumber: selected, fixedBonus: false, validUntil: '' })}>
        Prämie zuordnen
      </button>
    </div>
  );
}
