import type { StartStepProps } from '../../core/index.ts';
import { RoleChoiceStep, useTexts } from '../../core/ui.ts';
import { chooseLwlRole, type LwlRoleChoice } from './LwlRoleChoice.ts';
import { lwlRoleChoices } from './lwlRoleChoices.ts';
import { lwlStepTexts } from './lwlStepTexts.ts';

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
