import type { ApiAnswer } from '../server/ApiAnswer.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { AdminRequest } from './AdminRequest.ts';

/** Answers one admin call. */
export type AdminHandler = (context: SandboxContext, request: AdminRequest) => ApiAnswer | Promise<ApiAnswer>;
