import type { NextStep } from './nextStepsOf.ts';
import { successTexts } from './successTexts.ts';

function StepText({ step }: { readonly step: NextStep }) {
  switch (step.kind) {
    case 'confirmationEmail':
      return (
        <>
          {successTexts.confirmationEmail} <strong>{step.email}</strong>.
        </>
      );
    case 'confirmationByPost':
      return <>{successTexts.confirmationByPost}</>;
    case 'accessFrom':
      return <>{step.date ? successTexts.accessFrom(step.product, step.date) : successTexts.accessNow(step.product)}</>;
    case 'login':
      return (
        <>
          {successTexts.loginBefore} <a href={step.loginUrl}>{successTexts.loginLink}</a> {successTexts.loginAfter}
        </>
      );
    case 'app':
      return <>{successTexts.app(step.product)}</>;
    case 'deliveryFrom':
      return <>{step.text ?? (step.magazine ? successTexts.magazineFrom(step.date) : successTexts.deliveryFrom(step.date))}</>;
  }
}

/** 'So geht es weiter': the next steps of the order as a numbered list. */
export function NextSteps({ steps }: { readonly steps: readonly NextStep[] }) {
  return (
    <section aria-labelledby="success-next-steps">
      <h2 id="success-next-steps">{successTexts.nextStepsHeadline}</h2>
      <ol className="next-steps">
        {steps.map((step) => (
          <li key={step.kind}>
            <StepText step={step} />
          </li>
        ))}
      </ol>
    </section>
  );
}
