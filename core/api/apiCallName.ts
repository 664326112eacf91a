import type { apiRoutes } from './apiRoutes.ts';

/** The name of a call of the contract, e.g. 'checkAddresses'; used by the client, errors and faults. */
export type ApiCallName = keyof typeof apiRoutes;
