import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { isApiCallError, type OrderBonus } from '../../core/index.ts';
import { ErrorSummary, TextField, flattenErrors } from '../../core/ui.ts';
import { leaveWithNotice, useUnsavedChangesGuard } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { SalesCampaignDetail } from '../api/adminSalesCampaign.ts';
import { BonusesSection } from './BonusesSection.tsx';
import { campaignDrafts, type CampaignDraft } from './campaignDraft.ts';
import { readCampaignForm, toCampaignFormValues, type CampaignFormValues } from './campaignFormValues.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { CampaignSectionNav } from './CampaignSectionNav.tsx';
import { campaignFailureTexts, sectionSwitches } from './campaignTexts.ts';
import { DeliverySection } from './DeliverySection.tsx';
import { DraftOffer } from './DraftOffer.tsx';
import { formErrorsOf } from './formErrorsOf.ts';
import { StatusSection } from './StatusSection.tsx';
import { TextsSection } from './TextsSection.tsx';
import { inFormOrder, validateCampaignForm } from './validateCampaignForm.ts';

/** Props of {@link SalesCampaignEditor}. */
export interface SalesCampaignEditorProps {
  readonly detail: SalesCampaignDetail;
  readonly availableBonuses: readonly OrderBonus[];
  /** A save succeeded: the detail as stored replaces the form. */
  readonly onSaved: (detail: SalesCampaignDetail) => void;
}

/** One field message per field: a field failing the form's checks and the last save is listed once. */
function summaryOf(errors: unknown, submitErrors: unknown): [string, string][] {
  const list = flattenErrors(errors).concat(flattenErrors(submitErrors));
  return list.filter(([name], index) => list.findIndex(([other]) => other === name) === index);
}

/** Asks before the page is left with unsaved changes. */
function UnsavedChangesGuard({ dirty }: { readonly dirty: boolean }) {
  useUnsavedChangesGuard(dirty);
  return null;
}

/**
 * The campaign form (platform.md section 3): every field staff maintain, in sections, checked by
 * the campaign rules before sending. A save answers the campaign as stored, which replaces the
 * form; a refused field (400 with `fields`) shows the server's message at the field and keeps
 * everything typed; any other failure keeps the form as a draft in the tab and goes to the
 * overview with a message (section 8), where reopening the campaign offers the draft back.
 */
export function SalesCampaignEditor({ detail, availableBonuses, onSaved }: SalesCampaignEditorProps) {
  const { client, tenant } = useAdminSession();
  const stored = detail.salesCampaign;
  const initialValues = useMemo(() => toCampaignFormValues(stored, detail.countryGroups), [stored, detail.countryGroups]);
  const [draft, setDraft] = useState<CampaignDraft | undefined>(() => campaignDrafts.read(window.sessionStorage, tenant.key, stored.id));
  const [attempt, setAttempt] = useState(0);
  const choices = {
    countryGroups: detail.countryGroups,
    billingFrequencyGroups: detail.billingFrequencyGroups,
    assignableBonuses: availableBonuses.map((bonus) => bonus.materialNumber),
  };

  const settleDraft = () => campaignDrafts.clear(window.sessionStorage, tenant.key, stored.id);

  const onSubmit = async (values: CampaignFormValues) => {
    const { input } = readCampaignForm(values, stored);
    try {
      const saved = await client.saveSalesCampaign(input);
      campaignDrafts.clear(window.sessionStorage, tenant.key, stored.id);
      onSaved(saved);
      return undefined;
    } catch (error) {
      const refusal = adminErrorOf(error);
      if (isApiCallError(error) && error.status === 400 && refusal?.fields && refusal.fields.length > 0) return formErrorsOf(inFormOrder(refusal.fields));
      console.warn('aboflow admin: saving the campaign failed', error);
      campaignDrafts.write(window.sessionStorage, tenant.key, stored.id, { savedAt: new Date().toISOString(), values, basedOn: initialValues });
      leaveWithNotice(adminPaths.salesCampaignsOverview, campaignFailureTexts.saveFailed(stored.id));
      return undefined;
    }
  };

  return (
    <Form<CampaignFormValues>
      onSubmit={onSubmit}
      validate={(values) => formErrorsOf(validateCampaignForm(values, stored, choices))}
      initialValues={initialValues}
      render={({ handleSubmit, form, submitting }) => (
        <form
          noValidate
          aria-labelledby="campaign-form-title"
          aria-busy={submitting || undefined}
          className="campaign-form"
          onSubmit={(event) => {
            setAttempt((count) => count + 1);
            void handleSubmit(event);
          }}
        >
          <FormSpy subscription={{ dirty: true }}>{({ dirty }) => <UnsavedChangesGuard dirty={dirty === true} />}</FormSpy>
          <h2 id="campaign-form-title" className="visually-hidden">
            Einstellungen der Verkaufsaktion
          </h2>
          {draft ? <DraftOffer draft={draft} stored={initialValues} onSettled={settleDraft} onDiscard={() => setDraft(undefined)} /> : null}
          <FormSpy subscription={{ submitFailed: true, errors: true, submitErrors: true }}>
            {({ submitFailed, errors, submitErrors }) => {
              const list = summaryOf(errors, submitErrors);
              return submitFailed && list.length > 0 ? (
                <ErrorSummary title="Die Verkaufsaktion ist nicht gespeichert. Bitte prüfen Sie die markierten Felder:" errors={list} attempt={attempt} />
              ) : null;
            }}
          </FormSpy>
          <CampaignSectionNav />
          <TextsSection />
          <StatusSection />
          <CampaignSection id="abschnitt-angebot" switches={sectionSwitches('abschnitt-angebot')}>
            <div className="field-grid">
              <TextField name="subscriptionStartDate" type="date" label="Fester Abo-Beginn" hint="Leer: Leser beginnen zum frühesten Termin." width="half" />
              <TextField name="subscriptionEndDate" type="date" label="Festes Abo-Ende" hint="Leer: kein festes Ende." width="half" />
              <TextField name="subscriptionIssueStartNumber" numeric label="Erste Ausgabe (Nummer)" hint="Leer: keine feste Ausgabe." width="third" />
              <TextField name="subscriptionIssueEndNumber" numeric label="Letzte Ausgabe (Nummer)" hint="Leer: keine feste Ausgabe." width="third" />
              <TextField name="ageLimit" numeric label="Altersgrenze in Jahren" hint="Für Angebote an junge Leser, z. B. 27; leer: keine." width="third" />
            </div>
          </CampaignSection>
          <CampaignSection id="abschnitt-kunden" switches={sectionSwitches('abschnitt-kunden')} />
          <CampaignSection id="abschnitt-formular" intro="Was Leser im Bestellformular sehen und angeben." switches={sectionSwitches('abschnitt-formular')} />
          <DeliverySection countryGroups={detail.countryGroups} billingFrequencyGroups={detail.billingFrequencyGroups} />
          <BonusesSection available={availableBonuses} />
          <CampaignSection id="abschnitt-intern" intro="Einstellungen der Auftragsabwicklung; Leser sehen davon nichts." switches={sectionSwitches('abschnitt-intern')} />
          <FormSpy subscription={{ dirty: true }}>
            {({ dirty }) => (
              <div className="campaign-savebar">
                <button type="submit" className="button button--primary" disabled={submitting}>
                  {submitting ? 'Wird gespeichert …' : 'Speichern'}
                </button>
                <button type="button" className="button button--secondary" disabled={submitting} onClick={() => form.reset()}>
                  Änderungen verwerfen
                </button>
                <span className="campaign-savebar__state">
                  {dirty ? 'Ungespeicherte Änderungen – die Vorschau zeigt den gespeicherten Stand.' : 'Keine ungespeicherten Änderungen.'}
                </span>
              </div>
            )}
          </FormSpy>
        </form>
      )}
    />
  );
}
