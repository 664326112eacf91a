import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { ApiCallName } from '../../core/api/apiCallName.ts';

/** A call the sandbox answers under /api/: the reader contract's and the admin area's. */
export type SandboxCallName = ApiCallName | AdminCallName;
