import { type FunnelContext, type SecondPersonFormValues, type StartStepProps, saveSecondPersonAddresses } from '../../core/index.ts';
import { SecondPersonAddressStep as RecruiterAddressForm, useTexts } from '../../core/ui.ts';
import { type LwlRoleChoice, lwlRoleChoiceOf } from './LwlRoleChoice.ts';
import { lwlStepTexts } from './lwlStepTexts.ts';

/**
 * The e-mail to prefill into the address form of a user who is receiving (funnel.md section 4:
 * "Receivers get their e-mail prefilled"): the logged-in user's e-mail, unless the form already
 * has one. Undefined when nothing is to be prefilled (not receiving, no known e-mail, or already filled).
 */
export function prefillEmailForReceiver(input: {
  readonly choice: LwlRoleChoice | null | undefined;
  readonly userEmail: string | null | undefined;
  readonly formEmail: string | null | undefined;
}): string | undefined {
  if (input.choice !== 'receiving' || input.formEmail?.trim()) return undefined;
  return input.userEmail?.trim() || undefined;
}

/**
 * Saves the recruiter's address of an lwl order (later its agentAddresses, funnel.md section 4). A
 * recruiting reader entered their own data: the order form is cleared for the new subscriber's. A
 * receiving reader keeps their data and gets their e-mail prefilled.
 */
export function saveRecruiterAddress(context: FunnelContext, values: SecondPersonFormValues): void {
  const choice = lwlRoleChoiceOf(context);
  saveSecondPersonAddresses(context, values, { ownData: choice !== 'receiving' });
  const current = context.store.orderFormValues.value;
  if (choice !== 'receiving' || !current) return;
  const email = prefillEmailForReceiver({ choice, userEmail: context.store.formData.value?.email, formEmail: current.email });
  if (email) context.store.orderFormValues.value = { ...current, email };
}

/** The recruiter's address form before the order form; a recruiter enters their own data, a recruited reader the recruiter's. */
export function RecruiterAddressStep({ context }: StartStepProps) {
  const t = useTexts(lwlStepTexts);
  const receiving = lwlRoleChoiceOf(context) === 'receiving';
  return (
    <RecruiterAddressForm
      context={context}
      ownData={!receiving}
      // In the recruiter view the e-mail is mandatory only for gift campaigns (funnel.md section 5).
      emailRequired={false}
      onSave={(values) => saveRecruiterAddress(context, values)}
      heading={receiving ? t('recruiterHeadingForReceiver') : t('recruiterHeadingOwn')}
      intro={receiving ? t('recruiterIntroForReceiver') : t('recruiterIntroOwn')}
    />
  );
}
