import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import type { StartStepProps } from '../../core/index.ts';
import { Alert, ErrorSummary, StepHeading, TextField } from '../../core/ui.ts';
import { birthDateFormatMessage } from './birthDateFormatMessage.ts';
import { IdCardExample } from './IdCardExample.tsx';
import { idCardFieldFormats } from './idCardFieldFormats.ts';
import type { IdCardZone } from './IdCardZone.ts';
import { oldestAllowedAge } from './oldestAllowedAge.ts';
import { padBirthDate } from './padBirthDate.ts';
import { submitYoungAdult } from './submitYoungAdult.ts';
import { youngAdultFormNamespace, youngAdultFormTexts } from './youngAdultFormTexts.ts';
import { youngAdultMessages } from './youngAdultMessages.ts';
import type { YoungAdultProblem } from './YoungAdultProblem.ts';

type Values = { birthDate?: string } & Partial<Record<keyof IdCardZone, string>>;

const zoneLabels: Readonly<Record<keyof IdCardZone, string>> = {
  line1Field1: 'Zeile 1: Ausweisnummer mit Prüfziffer',
  line2Field1: 'Zeile 2, Feld 1: Geburtsdatum mit Prüfziffer',
  line2Field2: 'Zeile 2, Feld 2: Ablaufdatum mit Prüfziffer und „D“',
  line2Field3: 'Zeile 2, Feld 3: Zusatzangaben (optional)',
  line2Field4: 'Zeile 2, Feld 4: letzte Prüfziffer',
};

/** The young-adult form, shown once after the order form: birth date, the five ID-card fields and the example image. */
export function YoungAdultStep({ context }: StartStepProps) {
  const { t, i18n } = useTranslation(youngAdultFormNamespace);
  // The texts arrive with this lazy form; t reads them at call time.
  if (!i18n.hasResourceBundle('de', youngAdultFormNamespace)) i18n.addResourceBundle('de', youngAdultFormNamespace, youngAdultFormTexts);
  const [idProblem, setIdProblem] = useState<YoungAdultProblem | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const ageLimit = context.store.formData.value?.salesCampaign.ageLimit ?? 0;
  const text = (problem: YoungAdultProblem, field?: keyof IdCardZone): string => {
    switch (problem) {
      case 'birthDateFormat':
        return birthDateFormatMessage;
      case 'tooYoung':
        return `${t('tooYoung')} ${t('tooYoungHint')}`;
      case 'tooOld':
        return t('tooOld', { maxAge: oldestAllowedAge(ageLimit) });
      case 'fieldFormat':
        return `Bitte geben Sie hier ${field ? idCardFieldFormats[field].hint : ''} ein.`;
      case 'idError':
        return t('idError');
      case 'dateMatchError':
        return t('dateMatchError');
      case 'invalidIdCard':
        return youngAdultMessages.invalidIdCard;
      case 'notVerified':
        return youngAdultMessages.notVerified;
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
                <ErrorSummary title="Bitte überprüfen Sie die gekennzeichneten Felder und füllen Sie die Pflichtfelder aus." errors={summary} attempt={attempt} />
              ) : null}
              <div className="field-grid">
                <TextField
                  name="birthDate"
                  label={t('birthDateLabel')}
                  required
                  maxLength={10}
                  autoComplete="bday"
                  numeric
                  hint="z. B. 01.02.2003"
                  width="half"
                  onBlur={(value) => form.change('birthDate', padBirthDate(value))}
                />
              </div>
              <fieldset className="form-section">
                <legend>Maschinenlesbare Zone Ihres Personalausweises</legend>
                <p>{t('idCardHint')}</p>
                <IdCardExample alt={t('exampleImageAlt')} />
                <div className="field-grid">
                  {(Object.keys(zoneLabels) as (keyof IdCardZone)[]).map((field) => (
                    <TextField
                      key={field}
                      name={field}
                      label={zoneLabels[field]}
                      hint={idCardFieldFormats[field].hint}
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
                  Weiter zur Zahlung
                </button>
              </div>
            </form>
          );
        }}
      />
    </div>
  );
}
