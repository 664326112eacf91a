import { complexBonusInput } from '../../admin/api/complexBonusInput.ts';
import { classificationLabels } from '../../admin/rules/validateBonus.ts';
import { unprocessableVariant, validateComplexBonus } from '../../admin/rules/validateComplexBonus.ts';
import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';
import { diffFields } from '../domain/diffFields.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { storeBonus } from './bonuses.ts';

/** The fields of the variant rules of platform.md section 5; a refusal there is an "Unprocessable variant". */
const variantRule = /^(materialNumber|properties|variants)(\.|$)/;

/**
 * POST {tenant}/bonus/{materialNumber}: creates a complex bonus (a Sachprämie without image yet).
 * 409 BONUS_EXISTS for a material number in use; 422 UNPROCESSABLE_VARIANT ("Unprocessable
 * variant") when a rule of material number, properties or variants is broken, 400 INVALID_BONUS
 * when only tile texts are; every failing field is named. 201 with the new bonus.
 */
export const handleCreateComplexBonus: AdminHandler = (context, request) => {
  const input = parseJsonBody(request.body, complexBonusInput);
  const materialNumber = request.params.materialNumber ?? '';
  const taken = (number: string) => context.db.prepare('SELECT 1 FROM bonuses WHERE material_number = ?').get(number) !== undefined;
  if (taken(materialNumber)) throw apiFailure(409, 'BONUS_EXISTS', { message: `Die Materialnummer ${materialNumber} ist schon vergeben.` });
  const fields = validateComplexBonus(materialNumber, input, taken);
  if (fields.some((field) => variantRule.test(field.path))) throw apiFailure(422, 'UNPROCESSABLE_VARIANT', { message: unprocessableVariant, fields });
  if (fields.length > 0) throw apiFailure(400, 'INVALID_BONUS', { message: 'Bitte prüfen Sie die markierten Felder.', fields });
  const trimmed = (text: string) => text.trim();
  const bonus: OrderBonus = {
    materialNumber,
    ...input,
    title: input.title.trim(),
    link: input.link.trim(),
    infoPoints: input.infoPoints.map(trimmed),
    label: classificationLabels.NON_MONETARY,
    classification: 'NON_MONETARY',
    imagePath: '',
    cashBonus: null,
    invalid: false,
    properties: input.properties.map((property) => ({ name: property.name.trim(), values: property.values.map(trimmed) })),
    variants: input.variants.map((variant) => ({
      ...variant,
      materialNumber: variant.materialNumber.trim(),
      title: variant.title.trim(),
      propertyValues: variant.propertyValues.map((entry) => ({ name: entry.name.trim(), value: entry.value.trim() })),
    })),
  };
  storeBonus(context.db, request.caller.tenant, bonus);
  recordAudit(context.db, request.caller, context.now(), { objectType: 'bonus', objectId: materialNumber, action: 'created', changes: diffFields({}, bonus) });
  return { status: 201, json: bonus };
};
