import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/** The radio choices of the lwl role selection (funnel.md section 2: recruiting or receiving), worded by `lwlStepTexts`. */
export const lwlRoleChoices: readonly LwlRoleChoice[] = ['recruiting', 'receiving'];
