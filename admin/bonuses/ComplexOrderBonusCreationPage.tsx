import { useState } from 'react';
import { Form, useForm, useFormState } from 'react-final-form';
import { isApiCallError } from '../../core/index.ts';
import { Alert, SelectField, TextField } from '../../core/ui.ts';
import { AdminPage } from '../app/AdminPage.tsx';
import { leaveWithNotice } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import { unprocessableVariant } from '../rules/validateComplexBonus.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { BonusFormElement } from './BonusFormElement.tsx';
import { BonusTextFields } from './BonusTextFields.tsx';
import { choicesOf, emptyComplexBonus, emptyVariant, isComplexGroupPath, toComplexBonusInput, toComplexFormPath, validateComplexBonusForm, withPropertyAdded, withPropertyRemoved, type ComplexBonusFormValues } from './complexBonusFormValues.ts';
import { GroupError } from './GroupError.tsx';
import { TextListField } from './TextListField.tsx';
import { toFormErrors } from './toFormErrors.ts';

const checkFieldsText = 'Bitte überprüfen Sie die gekennzeichneten Felder.';

/** Names the property or variant a message of the error summary belongs to. */
function contextOf(name: string): string {
  const match = /^(?:group-)?(properties|variants)[.-](\d+)/.exec(name);
  if (!match) return '';
  return `${match[1] === 'properties' ? 'Eigenschaft' : 'Variante'} ${Number(match[2]) + 1}: `;
}

/**
 * Complex bonus creation (platform.md sections 2 and 5, `/internal/complexOrderBonus/neuAnlage`,
 * admins and key users): material number starting with K, the tile's texts, properties with their
 * values and variants with one value per property, checked live by the rules of
 * validateComplexBonus. The server's 422 "Unprocessable variant" and 409 BONUS_EXISTS stay on the
 * form at their fields; on 201 the new bonus's customizing opens with a message.
 */
export function ComplexOrderBonusCreationPage() {
  const { client } = useAdminSession();
  const [initialValues] = useState(emptyComplexBonus);
  const [summaryTitle, setSummaryTitle] = useState(checkFieldsText);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const validate = (values: ComplexBonusFormValues) => toFormErrors(validateComplexBonusForm(values), isComplexGroupPath);

  const onSubmit = async (values: ComplexBonusFormValues) => {
    const materialNumber = values.materialNumber.trim();
    setFailure(undefined);
    setSummaryTitle(checkFieldsText);
    try {
      await client.createComplexBonus(materialNumber, toComplexBonusInput(values));
      leaveWithNotice(
        adminPaths.orderBonusCustomizing(materialNumber),
        `Die konfigurierbare Prämie ${materialNumber} wurde angelegt. Laden Sie jetzt ihr Bild hoch.`,
        'success',
      );
      return undefined;
    } catch (error) {
      const refusal = adminErrorOf(error);
      if (refusal?.error === 'BONUS_EXISTS') return { materialNumber: refusal.message ?? `Die Materialnummer ${materialNumber} ist schon vergeben.` };
      if (refusal?.fields?.length) {
        if (isApiCallError(error) && error.status === 422) {
          setSummaryTitle(`${unprocessableVariant}: Die Varianten wurden so nicht angenommen. ${checkFieldsText}`);
        }
        return toFormErrors(refusal.fields.map((field) => ({ ...field, path: toComplexFormPath(field.path) })), isComplexGroupPath);
      }
      // Nothing typed is lost: the configuration stays on the form for another try.
      setFailure('Die Prämie konnte nicht angelegt werden, weil der Server gerade nicht antwortet. Ihre Eingaben bleiben erhalten; bitte versuchen Sie es in einigen Minuten erneut.');
      return undefined;
    }
  };

  return (
    <AdminPage title="Konfigurierbare Prämie anlegen">
      <p>
        Eine konfigurierbare Prämie hat Eigenschaften (etwa Farbe und Größe); jede Variante ist eine eigene Materialnummer mit genau einem Wert je Eigenschaft. Das Bild laden Sie nach dem
        Anlegen hoch.
      </p>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <Form<ComplexBonusFormValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
        {({ submitting }) => (
          <BonusFormElement className="bonus-create" label="Konfigurierbare Prämie anlegen" summaryTitle={summaryTitle} contextOf={contextOf}>
            <fieldset className="form-section">
              <legend>Prämie</legend>
              <div className="field-grid">
                <TextField name="materialNumber" label="Materialnummer" required maxLength={40} upperCase width="half" hint="Beginnt mit K, z. B. K-FAHRRADHELM" />
                <TextField name="charge" label="Aufpreis der Prämie in Euro" maxLength={10} width="half" hint="Leer: ohne Aufpreis; z. B. 4,90" />
              </div>
              <BonusTextFields />
            </fieldset>
            <PropertiesFields />
            <VariantsFields />
            <div className="button-row">
              <button type="submit" className="button button--primary" disabled={submitting}>
                {submitting ? 'Wird angelegt …' : 'Prämie anlegen'}
              </button>
              <AdminLink to={adminPaths.orderBonusesOverview} className="button button--secondary">
                Abbrechen
              </AdminLink>
            </div>
          </BonusFormElement>
        )}
      </Form>
    </AdminPage>
  );
}

/** The properties to choose (name and values), added and removed with every variant kept in step. */
function PropertiesFields() {
  const form = useForm<ComplexBonusFormValues>();
  const { values } = useFormState<ComplexBonusFormValues>({ subscription: { values: true } });
  const change = (next: Pick<ComplexBonusFormValues, 'properties' | 'variants'>) =>
    form.batch(() => {
      form.change('properties', next.properties);
      form.change('variants', next.variants);
    });
  return (
    <fieldset className="form-section">
      <legend>Eigenschaften</legend>
      <GroupError path="properties" />
      {values.properties.map((property, index) => (
        <fieldset className="bonus-group" key={index}>
          <legend>{`Eigenschaft ${index + 1}${property.name ? `: ${property.name}` : ''}`}</legend>
          <div className="field-grid">
            <TextField name={`properties.${index}.name`} label="Name der Eigenschaft" required maxLength={40} width="half" hint="z. B. Farbe" />
          </div>
          <GroupError path={`properties.${index}.values`} />
          <TextListField name={`properties.${index}.values`} legend="Werte" itemLabel="Wert" addLabel="Wert hinzufügen" max={20} maxLength={40} required />
          <div>
            <button type="button" className="button button--secondary" onClick={() => change(withPropertyRemoved(values, index))}>
              {`Eigenschaft ${index + 1} entfernen`}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button type="button" className="button button--secondary" onClick={() => change(withPropertyAdded(values))} disabled={values.properties.length >= 5}>
          Eigenschaft hinzufügen
        </button>
      </div>
    </fieldset>
  );
}

/** The variants: material number, title, one value per property, additional charge; duplicates are named at once. */
function VariantsFields() {
  const form = useForm<ComplexBonusFormValues>();
  const { values } = useFormState<ComplexBonusFormValues>({ subscription: { values: true } });
  return (
    <fieldset className="form-section">
      <legend>Varianten</legend>
      <GroupError path="variants" />
      {values.variants.map((variant, index) => (
        <fieldset className="bonus-group" key={index}>
          <legend>{`Variante ${index + 1}${variant.title ? `: ${variant.title}` : ''}`}</legend>
          <GroupError path={`variants.${index}`} live />
          <div className="field-grid">
            <TextField name={`variants.${index}.materialNumber`} label="Materialnummer der Variante" required maxLength={40} upperCase width="third" />
            <TextField name={`variants.${index}.title`} label="Titel der Variante" required maxLength={100} width="two-thirds" />
            {values.properties.map((property, position) => (
              <SelectField
                key={position}
                name={`variants.${index}.propertyValues.${position}.value`}
                label={property.name.trim() || `Eigenschaft ${position + 1}`}
                options={[{ value: '', label: 'Bitte wählen' }, ...choicesOf(property).map((choice) => ({ value: choice, label: choice }))]}
                required
                width="third"
              />
            ))}
            <TextField name={`variants.${index}.charge`} label="Aufpreis in Euro" maxLength={10} width="third" hint="Leer: ohne Aufpreis" />
          </div>
          <GroupError path={`variants.${index}.propertyValues`} />
          <div>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => form.change('variants', values.variants.filter((_, position) => position !== index))}
            >
              {`Variante ${index + 1} entfernen`}
            </button>
          </div>
        </fieldset>
      ))}
      <div>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => form.change('variants', [...values.variants, emptyVariant(values.properties)])}
          disabled={values.variants.length >= 100}
        >
          Variante hinzufügen
        </button>
      </div>
    </fieldset>
  );
}
