import { useState } from 'react';
import { Form } from 'react-final-form';
import { orderFormMessages, type StartStepProps } from '../../core/index.ts';
import { Alert, ErrorSummary, StepHeading, TextField, useTexts } from '../../core/ui.ts';
import { IdCardExample } from './IdCardExample.tsx';
import { idCardFieldFormats, type IdCardZone } from './IdCardZone.ts';
import { oldestAllowedAge, padBirthDate } from './CalendarDate.ts';
import { submitYoungAdult } from './submitYoungAdult.ts';
import { youngAdultFormTexts } from './youngAdultFormTexts.ts';
import type { YoungAdultProblem } from './checkYoungAdult.ts';

type Values = { birthDate?: string } & Partial<Record<keyof IdCardZone, string>>;

const zoneFields: readonly (keyof IdCardZone)[] = ['line1Field1', 'line2Field1', 'line2Field2', 'line2Field3', 'line2Field4'];

/** The young-adult form, shown once after the order form: birth date, the five ID-card fields and the example image. */
export function YoungAdultStep({ context }: StartStepProps) {
  // The texts arrive with this lazy form; useTexts adds them to the tenant's i18n instance on first use.
  const t = useTexts(youngAdultFormTexts);
  const [idProblem, setIdProblem] = useState<YoungAdultProblem | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const ageLimit = context.store.formData.value?.salesCampaign.ageLimit ?? 0;
  const text = (problem: YoungAdultProblem, field?: keyof IdCardZone): string => {
    switch (problem) {
      case 'birthDateFormat':
        return t('birthDateFormat');
      case 'tooYoung':
        return `${t('tooYoung')} ${t('tooYoungHint')}`;
      case 'tooOld':
        return t('tooOld', { maxAge: oldestAllowedAge(ageLimit) });
      case 'fieldFormat':
        return t('fieldFormat', { format: field ? t(`${field}Format`) : '' });
      case 'idError':
        return t('idError');
      case 'dateMatchError':
        return t('dateMatchError');
      case 'invalidIdCard':
        return t('invalidIdCard');
      case 'notVerified':
        return t('notVerified');
    }
  };
  return (
    <div className="young-adult">
      <StepHeading>{t('headline')}</StepHeading>
      <p>{t('intro')}</p>
      <Form<Values>
        onSubmit={(values) => {
          const check = submitYoungAdult(context, {
            // Also when Enter submits before the field's blur normalised a numeric-keyboard entry such as 01022005.
            birthDate: padBirthDate(values.birthDate ?? ''),
            zone: {
              line1Field1: values.line1Field1 ?? '',
              line2Field1: values.line2Field1 ?? '',
              line2Field2: values.line2Field2 ?? '',
              line2Field3: values.line2Field3 ?? '',
              line2Field4: values.line2Field4 ?? '',
            },
          });
          if (check.ok) return undefined;
          const { idCard, ...fields } = check.problems;
          setIdProblem(idCard);
          setAttempt((count) => count + 1);
          return Object.fromEntries(Object.entries(fields).map(([field, problem]) => [field, text(problem, field as keyof IdCardZone)]));
        }}
        render={({ handleSubmit, form, submitErrors, submitFailed }) => {
          const fieldErrors = Object.entries((submitErrors ?? {}) as Record<string, string>);
          const summary = idProblem ? [...fieldErrors, ['line1Field1', text(idProblem)] as [string, string]] : fieldErrors;
          return (
            <form onSubmit={handleSubmit} noValidate>
              {submitFailed && summary.length > 0 ? (
                <ErrorSummary title={orderFormMessages.formInvalid} errors={summary} attempt={attempt} />
              ) : null}
              <div className="field-grid">
                <TextField
                  name="birthDate"
                  label={t('birthDateLabel')}
                  required
                  maxLength={10}
                  autoComplete="bday"
                  numeric
                  hint={t('birthDateHint')}
                  width="half"
                  onBlur={(value) => form.change('birthDate', padBirthDate(value))}
                />
              </div>
              <fieldset className="form-section">
                <legend>{t('idCardLegend')}</legend>
                <p>{t('idCardHint')}</p>
                <IdCardExample alt={t('exampleImageAlt')} caption={t('exampleCaption')} fieldsNote={t('exampleFieldsNote')} />
                <div className="field-grid">
                  {zoneFields.map((field) => (
                    <TextField
                      key={field}
                      name={field}
                      label={t(field)}
                      hint={t(`${field}Format`)}
                      required={field !== 'line2Field3'}
                      maxLength={idCardFieldFormats[field].length}
                      autoComplete="off"
                      numeric={idCardFieldFormats[field].digitsOnly}
                      upperCase
                      width={field === 'line2Field4' ? 'third' : 'two-thirds'}
                    />
                  ))}
                </div>
                {idProblem ? <Alert kind="error">{text(idProblem)}</Alert> : null}
              </fieldset>
              <div className="button-row">
                <button type="submit" className="button button--primary">
                  {t('submit')}
                </button>
              </div>
            </form>
          );
        }}
      />
    </div>
  );
}
