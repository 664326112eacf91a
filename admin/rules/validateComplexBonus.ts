import type { ComplexBonusInput } from '../api/complexBonusInput.ts';
import { checkBonusTexts } from './checkBonusTexts.ts';
import type { FieldError } from './FieldError.ts';

/** The answer's message for a refused complex bonus (platform.md section 8). */
export const unprocessableVariant = 'Unprocessable variant';

/** The admin prompt of platform.md section 5 that goes with a duplicate variant. */
export const checkVariantsPrompt = 'Bitte prüfen Sie die zugeordneten Varianten auf Duplikate.';

/**
 * The rules of a complex bonus (platform.md section 5): a material number starting with K;
 * properties with a unique name and unique, non-empty values; variants each with their own
 * material number and exactly one configured value per property (no empty selection, no value or
 * property that is not configured), and no two variants with the same values. `taken` tells
 * whether a variant's material number is already used by another bonus. Shared by the admin UI
 * and the server.
 */
export function validateComplexBonus(
  materialNumber: string,
  bonus: ComplexBonusInput,
  taken: (materialNumber: string) => boolean = () => false,
): FieldError[] {
  const errors = checkBonusTexts(bonus);
  const error = (path: string, message: string) => errors.push({ path, message });
  if (!materialNumber.startsWith('K')) error('materialNumber', 'Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.');

  if (bonus.properties.length === 0) error('properties', 'Bitte legen Sie mindestens eine Eigenschaft an.');
  const configured = new Map<string, ReadonlySet<string>>();
  // Names given to more than one property: said once at the property, not again at every variant's second value.
  const duplicated = new Set<string>();
  bonus.properties.forEach((property, index) => {
    const name = property.name.trim();
    if (name === '') error(`properties.${index}.name`, 'Bitte geben Sie einen Namen für die Eigenschaft ein.');
    else if (configured.has(name)) {
      error(`properties.${index}.name`, `Die Eigenschaft „${name}“ gibt es schon.`);
      duplicated.add(name);
    }
    if (property.values.length === 0) error(`properties.${index}.values`, 'Bitte geben Sie mindestens einen Wert an.');
    const values = new Set<string>();
    property.values.forEach((value, valueIndex) => {
      if (value.trim() === '') error(`properties.${index}.values.${valueIndex}`, 'Bitte geben Sie einen Wert ein.');
      else if (values.has(value.trim())) error(`properties.${index}.values.${valueIndex}`, `Den Wert „${value.trim()}“ gibt es schon.`);
      values.add(value.trim());
    });
    if (name !== '' && !configured.has(name)) configured.set(name, values);
  });

  if (bonus.variants.length === 0) error('variants', 'Bitte legen Sie mindestens eine Variante an.');
  const numbers = new Set([materialNumber]);
  const combinations = new Map<string, number>();
  bonus.variants.forEach((variant, index) => {
    const path = `variants.${index}`;
    const number = variant.materialNumber.trim();
    if (number === '') error(`${path}.materialNumber`, 'Bitte geben Sie eine Materialnummer ein.');
    else if (numbers.has(number) || taken(number)) error(`${path}.materialNumber`, `Die Materialnummer ${number} ist schon vergeben.`);
    numbers.add(number);
    if (variant.title.trim() === '') error(`${path}.title`, 'Bitte geben Sie einen Titel ein.');
    variant.additionalCharges.forEach((charge, chargeIndex) => {
      if (charge.value < 0) error(`${path}.additionalCharges.${chargeIndex}.value`, 'Der Aufpreis darf nicht negativ sein.');
    });

    const chosen = new Map<string, string>();
    let complete = true;
    variant.propertyValues.forEach((entry, entryIndex) => {
      const name = entry.name.trim();
      const value = entry.value.trim();
      const values = configured.get(name);
      complete &&= values !== undefined && value !== '' && values.has(value) && !chosen.has(name);
      if (!values) error(`${path}.propertyValues.${entryIndex}.name`, `Die Eigenschaft „${name}“ ist nicht konfiguriert.`);
      else if (chosen.has(name)) {
        if (!duplicated.has(name)) error(`${path}.propertyValues.${entryIndex}.name`, `Für „${name}“ ist schon ein Wert gewählt.`);
      }
      else if (value === '') error(`${path}.propertyValues.${entryIndex}.value`, `Bitte wählen Sie einen Wert für „${name}“.`);
      else if (!values.has(value)) error(`${path}.propertyValues.${entryIndex}.value`, `Der Wert „${value}“ ist für „${name}“ nicht konfiguriert.`);
      if (!chosen.has(name)) chosen.set(name, value);
    });
    const missing = [...configured.keys()].filter((name) => !chosen.has(name));
    if (missing.length > 0) {
      complete = false;
      error(`${path}.propertyValues`, `Bitte wählen Sie für jede Eigenschaft einen Wert (es fehlt: ${missing.join(', ')}).`);
    }
    if (!complete) return;
    const key = [...configured.keys()].map((name) => chosen.get(name)).join('\u0000');
    const twin = combinations.get(key);
    if (twin !== undefined) error(path, `Diese Variante gleicht Variante ${twin + 1}. ${checkVariantsPrompt}`);
    else combinations.set(key, index);
  });
  bonus.additionalCharges.forEach((charge, index) => {
    if (charge.value < 0) error(`additionalCharges.${index}.value`, 'Der Aufpreis darf nicht negativ sein.');
  });
  return errors;
}
