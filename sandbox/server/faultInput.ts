import { enums, integer, literal, max, min, object, optional, refine } from 'superstruct';
import { adminRoutes } from '../../admin/api/adminRoutes.ts';
import { apiRoutes } from '../../core/api/apiRoutes.ts';
import type { SandboxCallName } from './createFaultRegistry.ts';

const callNames = [...Object.keys(apiRoutes), ...Object.keys(adminRoutes)] as SandboxCallName[];

/** The body of POST /sandbox/faults (and one entry of SANDBOX_FAULTS): exactly one effect per fault. */
export const faultInput = refine(
  object({
    call: enums(callNames),
    status: optional(max(min(integer(), 100), 599)),
    hang: optional(literal(true)),
    malformed: optional(literal(true)),
    invalidJson: optional(literal(true)),
    drop: optional(literal(true)),
    times: optional(max(min(integer(), 1), 1000)),
  }),
  'oneEffect',
  (value) =>
    [value.status !== undefined, value.hang === true, value.malformed === true, value.invalidJson === true, value.drop === true].filter(Boolean).length === 1 ||
    'give exactly one of status, hang, malformed, invalidJson or drop',
);
