import { array, enums, number, string, type, unknown } from 'superstruct';
import type { Infer } from 'superstruct';

/** What a change was made to; `request` is a refused write (its object id is the method and path). */
const auditObjectType = enums(['salesCampaign', 'bonus', 'user', 'request', 'voucher']);

/** What was done; `writeRefused` is a write the server refused for its origin or media type. */
const auditAction = enums(['updated', 'approved', 'withdrawn', 'created', 'deleted', 'imageUploaded', 'userAdded', 'userRemoved', 'writeRefused']);

/**
 * One recorded change in the admin area: who (login and name at the time), when (ISO date-time),
 * to what (`objectType` and `objectId`: campaign id, material number, user login or voucher code) and, field by
 * field, the value before and after (JSON values; null where there was none).
 */
const auditEntry = type({
  id: number(),
  tenant: string(),
  objectType: auditObjectType,
  objectId: string(),
  action: auditAction,
  actor: type({ login: string(), firstName: string(), lastName: string() }),
  changedAt: string(),
  changes: array(type({ field: string(), before: unknown(), after: unknown() })),
});

/** One recorded change. */
export type AuditEntry = Infer<typeof auditEntry>;

/** An audit log, newest first. */
export const auditLog = array(auditEntry);
