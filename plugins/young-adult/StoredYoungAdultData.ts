import { boolean, object, string, type Infer } from 'superstruct';
import { definePluginState } from '../../core/index.ts';

const storedYoungAdultData = object({
  birthDate: string(),
  mrz: object({ line1Field1: string(), line2Field1: string(), line2Field2: string(), line2Field3: string(), line2Field4: string() }),
  idCardExpired: boolean(),
});

/** What the young-adult plugin keeps once the form passed: the order's birthDate (ISO) and mrz, and whether the ID had expired. */
export type StoredYoungAdultData = Infer<typeof storedYoungAdultData>;

/** The young-adult form's accepted data, read by the plugin's order-request contributor. */
export const youngAdultDataState = definePluginState({ id: 'young-adult', schema: storedYoungAdultData, persisted: false });
