import { boolean, object, string, type Infer } from 'superstruct';
import { definePluginState, type FunnelContext } from '../../core/index.ts';

const storedYoungAdultData = object({
  birthDate: string(),
  mrz: object({ line1Field1: string(), line2Field1: string(), line2Field2: string(), line2Field3: string(), line2Field4: string() }),
  idCardExpired: boolean(),
});

/** What the young-adult plugin keeps once the form passed: the order's birthDate (ISO) and mrz, and whether the ID had expired. */
export type StoredYoungAdultData = Infer<typeof storedYoungAdultData>;

/** The young-adult form's accepted data, read by the plugin's order-request contributor. */
export const youngAdultDataState = definePluginState({ id: 'young-adult', schema: storedYoungAdultData, persisted: false });

/** funnel.md section 4's flag youngAdultOrderFormWasShown: the form was passed once, the funnel moved on. */
export const youngAdultFormShownState = definePluginState({ id: 'youngAdultOrderFormWasShown', schema: boolean(), persisted: true });

/** Whether the campaign is a young-adult offer: it has an age limit (the U{age} of funnel.md section 5). */
export function hasAgeLimit(context: FunnelContext): boolean {
  return (context.store.formData.value?.salesCampaign.ageLimit ?? 0) > 0;
}

/** The form is due once, after the order form saved the addresses (funnel.md section 4 "Flow"). */
export function isFormDue(context: FunnelContext): boolean {
  return hasAgeLimit(context) && context.store.addresses.value !== undefined && youngAdultFormShownState.read(context.store) !== true;
}
