import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';

/**
 * The upload form's state for an outcome (funnel.md section 4 "Student upload": none, success,
 * error); 'none' before any upload.
 */
export function studentUploadState(outcome: StudentUploadOutcome | undefined): 'none' | 'success' | 'error' {
  if (outcome === undefined) return 'none';
  return outcome === 'success' ? 'success' : 'error';
}
