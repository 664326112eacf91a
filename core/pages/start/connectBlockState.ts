import type { ConnectUserResult } from '../../api/connectUser.ts';

/** Block states of the customer-number connection (platform.md section 4) with the tenant text key to show. */
export type ConnectBlockState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'inProgress' }
  | { readonly kind: 'wrongNumber' }
  | { readonly kind: 'error'; readonly textKey: 'hasSuid' | 'error' | 'locked' }
  | { readonly kind: 'success' };

/** Maps a connectUser result code to its block state (platform.md section 4). */
export function connectBlockState(result: ConnectUserResult): ConnectBlockState {
  switch (result) {
    case 'SUCCESS':
    case 'SUCCESS_CSV':
      return { kind: 'success' };
    case 'WRONG_GP_NUMBER':
      return { kind: 'wrongNumber' };
    case 'HAS_SUID':
      return { kind: 'error', textKey: 'hasSuid' };
    case 'GP_LOCKED':
      return { kind: 'error', textKey: 'locked' };
    case 'NO_GP_NUMBER':
    case 'FAILURE':
      return { kind: 'error', textKey: 'error' };
  }
}
