import type { StartStepProps } from '../../core/index.ts';
import { RoleChoiceStep, useTexts } from '../../core/ui.ts';
import { chooseLwlRole, type LwlRoleChoice } from './LwlRoleChoice.ts';
import { lwlStepTexts } from './lwlStepTexts.ts';

/** The radio choices of the lwl role selection (funnel.md section 2: recruiting or receiving), worded by `lwlStepTexts`. */
export const lwlRoleChoices: readonly LwlRoleChoice[] = ['recruiting', 'receiving'];

/** The lwl role choice for logged-in readers: recruiting or recruited (funnel.md section 2). */
export function LwlRoleStep({ context }: StartStepProps) {
  const t = useTexts(lwlStepTexts);
  return (
    <RoleChoiceStep<LwlRoleChoice>
      heading={t('roleHeading')}
      legend={t('roleLegend')}
      options={lwlRoleChoices.map((choice) => ({ value: choice, label: t(choice) }))}
      requiredMessage={t('roleRequired')}
      onChoose={(role) => chooseLwlRole(context, role)}
    />
  );
}
