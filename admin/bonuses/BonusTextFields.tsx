import { CheckboxField, TextField } from '../../core/ui.ts';
import { TextAreaField } from '../ui/TextAreaField.tsx';
import { TextListField } from './TextListField.tsx';

/** The tile's texts, link, info points, validity and active flag: shared by customizing and complex bonus creation. */
export function BonusTextFields() {
  return (
    <>
      <div className="field-grid">
        <TextField name="title" label="Titel" required maxLength={100} width="two-thirds" />
        <TextField name="validFrom" label="Gültig ab" type="date" width="third" hint="Leer: ab sofort" />
        <TextField name="textLabel" label="Überschrift der Beschreibung" maxLength={60} width="half" />
      </div>
      <div className="field-grid bonus-form__gap">
        <TextAreaField name="text" label="Beschreibung" maxLength={2000} />
        <TextField name="linkLabel" label="Linktext" maxLength={60} width="third" />
        <TextField name="link" label="Link" maxLength={500} width="two-thirds" hint="Adresse mit https://, leer für keinen Link" />
      </div>
      <TextListField name="infoPoints" legend="Infopunkte" itemLabel="Infopunkt" addLabel="Infopunkt hinzufügen" max={10} maxLength={200} emptyText="Noch keine Infopunkte." />
      <CheckboxField name="active" label="Aktiv (Leser können die Prämie wählen)" />
    </>
  );
}
