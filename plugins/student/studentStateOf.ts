import { readPluginState, type FunnelContext } from '../../core/index.ts';
import type { StoredStudentUpload } from './StoredStudentUpload.ts';

/** The student plugin's stored upload state; empty before any upload. */
export function studentStateOf(context: FunnelContext): StoredStudentUpload {
  return readPluginState<StoredStudentUpload>(context.store, 'student', {});
}
