import type { LwlRoleChoice } from './LwlRoleChoice.ts';

/** The radio choices of the lwl role selection (funnel.md section 2: recruiting or receiving). */
export const lwlRoleChoices: readonly { readonly value: LwlRoleChoice; readonly label: string }[] = [
  { value: 'recruiting', label: 'Ich werbe einen neuen Abonnenten' },
  { value: 'receiving', label: 'Ich wurde geworben und bestelle das Abo' },
];
