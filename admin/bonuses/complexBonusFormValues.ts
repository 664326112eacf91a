import type { ComplexBonusInput } from '../api/complexBonusInput.ts';
import type { FieldError } from '../rules/FieldError.ts';
import { validateComplexBonus } from '../rules/validateComplexBonus.ts';
import { parseEuroAmount, toBonusTexts, type BonusTextValues } from './bonusFormValues.ts';

/** One property of the creation form: its name and the values to choose from. */
export interface ComplexPropertyValues {
  readonly name: string;
  readonly values: readonly string[];
}

/** One variant of the creation form: one chosen value per property, by the property's position. */
export interface ComplexVariantValues {
  readonly materialNumber: string;
  readonly title: string;
  readonly propertyValues: readonly { readonly value: string }[];
  /** Additional charge in euro as typed, '' for none. */
  readonly charge: string;
}

/** The values of the complex bonus creation form. */
export interface ComplexBonusFormValues extends BonusTextValues {
  readonly materialNumber: string;
  readonly charge: string;
  readonly properties: readonly ComplexPropertyValues[];
  readonly variants: readonly ComplexVariantValues[];
}

/** A new variant for the properties as they are. */
export function emptyVariant(properties: readonly ComplexPropertyValues[]): ComplexVariantValues {
  return { materialNumber: '', title: '', propertyValues: properties.map(() => ({ value: '' })), charge: '' };
}

/** The form's start: one property with one value, one variant. */
export function emptyComplexBonus(): ComplexBonusFormValues {
  const properties = [{ name: '', values: [''] }];
  return {
    materialNumber: '', title: '', textLabel: 'Beschreibung', text: '', linkLabel: '', link: '', infoPoints: [], validFrom: '', active: true, charge: '',
    properties, variants: [emptyVariant(properties)],
  };
}

/** Adds a property; every variant gets an empty choice for it. */
export function withPropertyAdded(values: ComplexBonusFormValues): Pick<ComplexBonusFormValues, 'properties' | 'variants'> {
  return {
    properties: [...values.properties, { name: '', values: [''] }],
    variants: values.variants.map((variant) => ({ ...variant, propertyValues: [...variant.propertyValues, { value: '' }] })),
  };
}

/** Removes a property and every variant's choice for it. */
export function withPropertyRemoved(values: ComplexBonusFormValues, index: number): Pick<ComplexBonusFormValues, 'properties' | 'variants'> {
  return {
    properties: values.properties.filter((_, position) => position !== index),
    variants: values.variants.map((variant) => ({ ...variant, propertyValues: variant.propertyValues.filter((_, position) => position !== index) })),
  };
}

/** The distinct, filled values a variant may choose for a property. */
export function choicesOf(property: ComplexPropertyValues | undefined): string[] {
  return [...new Set((property?.values ?? []).map((value) => (value ?? '').trim()).filter(Boolean))];
}

const chargeOf = (text: string | undefined) => {
  const amount = parseEuroAmount(text ?? '');
  return amount === null ? [] : [{ value: amount }];
};

/** The request the form's values ask for: each variant names the property of each of its choices. */
export function toComplexBonusInput(values: ComplexBonusFormValues): ComplexBonusInput {
  const properties = (values.properties ?? []).map((property) => ({ name: property.name ?? '', values: (property.values ?? []).map((value) => value ?? '') }));
  return {
    ...toBonusTexts(values),
    additionalCharges: chargeOf(values.charge),
    properties,
    variants: (values.variants ?? []).map((variant) => ({
      materialNumber: variant.materialNumber ?? '',
      title: variant.title ?? '',
      propertyValues: properties.map((property, index) => ({ name: property.name.trim(), value: variant.propertyValues?.[index]?.value ?? '' })),
      additionalCharges: chargeOf(variant.charge),
    })),
  };
}

/** Where a rule's (or the server's) path shows in the form: a variant's property at its select, a charge at its field. */
export function toComplexFormPath(path: string): string {
  return path
    .replace(/^(variants\.\d+\.propertyValues\.\d+)\.name$/, '$1.value')
    .replace(/^(variants\.\d+\.)?additionalCharges\.\d+\.value$/, '$1charge');
}

/** Paths whose message is about a whole list or variant rather than one field. */
export function isComplexGroupPath(path: string): boolean {
  return /^(properties|variants|properties\.\d+\.values|variants\.\d+|variants\.\d+\.propertyValues)$/.test(path);
}

/**
 * The rules of the creation form (platform.md section 5, admin/rules/validateComplexBonus): a
 * material number, starting with K; every rule of properties and variants; amounts as euro.
 * Paths are the form's.
 */
export function validateComplexBonusForm(values: ComplexBonusFormValues): FieldError[] {
  const materialNumber = (values.materialNumber ?? '').trim();
  const errors: FieldError[] = [];
  if (materialNumber === '') errors.push({ path: 'materialNumber', message: 'Bitte geben Sie eine Materialnummer ein.' });
  const amount = (path: string, text: string | undefined) => {
    if (Number.isNaN(parseEuroAmount(text ?? ''))) errors.push({ path, message: 'Bitte geben Sie den Aufpreis in Euro ein, z. B. 4,90.' });
  };
  amount('charge', values.charge);
  (values.variants ?? []).forEach((variant, index) => amount(`variants.${index}.charge`, variant.charge));
  const input = toComplexBonusInput(values);
  const safe = {
    ...input,
    additionalCharges: input.additionalCharges.filter((charge) => !Number.isNaN(charge.value)),
    variants: input.variants.map((variant) => ({ ...variant, additionalCharges: variant.additionalCharges.filter((charge) => !Number.isNaN(charge.value)) })),
  };
  // A property without a name has its own message; its choices in the variants say nothing more.
  const unnamed = (path: string) => {
    const position = /^variants\.\d+\.propertyValues\.(\d+)\.name$/.exec(path)?.[1];
    return position !== undefined && (input.properties[Number(position)]?.name.trim() ?? '') === '';
  };
  const rules = validateComplexBonus(materialNumber, safe).filter((error) => !(materialNumber === '' && error.path === 'materialNumber') && !unnamed(error.path));
  return [...errors, ...rules.map((error) => ({ ...error, path: toComplexFormPath(error.path) }))];
}
