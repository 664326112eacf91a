import { useState } from 'react';
import { Form } from 'react-final-form';
import { formatEuro, type OrderBonus } from '../../core/index.ts';
import { Alert, RadioGroupField, TextField } from '../../core/ui.ts';
import { AdminPage } from '../app/AdminPage.tsx';
import { leaveWithNotice } from '../app/adminNavigation.ts';
import { adminPaths } from '../app/adminPaths.ts';
import { useAdminSession } from '../app/AdminSession.ts';
import { useAdminResource } from '../app/useAdminResource.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import { classificationLabels, validateBonus } from '../rules/validateBonus.ts';
import { AuditLogTable } from '../ui/AuditLogTable.tsx';
import { DataTable } from '../ui/DataTable.tsx';
import { ResourceView } from '../ui/ResourceView.tsx';
import { fromBonusFormValues, toBonusFormValues, type BonusFormValues } from './bonusFormValues.ts';
import { BonusFormElement } from './BonusFormElement.tsx';
import { BonusImageUpload } from './BonusImageUpload.tsx';
import { bonusName } from './bonusName.ts';
import { BonusTextFields } from './BonusTextFields.tsx';
import { BonusTilePreview } from './BonusTilePreview.tsx';
import { DeleteBonusButton, useMayManageBonuses } from './DeleteBonusButton.tsx';
import { toFormErrors } from './toFormErrors.ts';

const classificationOptions = (Object.keys(classificationLabels) as (keyof typeof classificationLabels)[]).map((value) => ({
  value,
  label: classificationLabels[value],
}));

/**
 * Order bonus customizing (platform.md sections 2–5, `/internal/orderBonusCustomizing/{materialNumber}`):
 * texts, link, info points, classification, validity and active with the rules checked before
 * sending, a live preview of the reader's tile, the image upload and the bonus's audit log. A failed
 * load or save goes to the bonus overview with a message; a refused form stays with the server's
 * messages at the fields.
 */
export function OrderBonusCustomizingPage({ materialNumber }: { readonly materialNumber: string }) {
  const { client } = useAdminSession();
  const handle = useAdminResource(`bonus:${materialNumber}`, () => client.bonus(materialNumber), {
    path: adminPaths.orderBonusesOverview,
    text: `Die Prämie ${materialNumber} konnte nicht geladen werden. Es gibt sie bei diesem Titel nicht (mehr), oder der Server ist gerade nicht erreichbar.`,
  });
  const title = handle.resource.status === 'ready' ? `Prämie bearbeiten: ${handle.resource.value.title || materialNumber}` : 'Prämie bearbeiten';
  return (
    <AdminPage title={title}>
      <ResourceView handle={handle} loadingText="Prämie wird geladen …" failedText="Die Prämie konnte nicht geladen werden.">
        {(bonus) => <BonusEditor bonus={bonus} onChanged={handle.replace} />}
      </ResourceView>
    </AdminPage>
  );
}

function BonusEditor({ bonus, onChanged }: { readonly bonus: OrderBonus; readonly onChanged: (bonus: OrderBonus) => void }) {
  const { client } = useAdminSession();
  const mayManage = useMayManageBonuses();
  const { materialNumber } = bonus;
  // The form starts from the loaded bonus and again from each saved one; an image upload leaves typed texts alone.
  const [initialValues, setInitialValues] = useState<BonusFormValues>(() => toBonusFormValues(bonus));
  const [notice, setNotice] = useState<{ readonly kind: 'success' | 'error'; readonly text: string } | undefined>(undefined);
  const [auditRound, setAuditRound] = useState(0);
  const audit = useAdminResource(`bonusAuditLog:${materialNumber}:${auditRound}`, () => client.bonusAuditLog(materialNumber));

  const validate = (values: BonusFormValues) => toFormErrors(validateBonus(fromBonusFormValues(values)));

  const onSubmit = async (values: BonusFormValues) => {
    setNotice(undefined);
    try {
      const saved = await client.updateBonus(materialNumber, fromBonusFormValues(values));
      // platform.md section 4: the answer replaces the entry.
      onChanged(saved);
      setInitialValues(toBonusFormValues(saved));
      setNotice({ kind: 'success', text: 'Die Änderungen wurden gespeichert. Leser sehen die Prämie ab sofort so.' });
      setAuditRound((round) => round + 1);
      return undefined;
    } catch (error) {
      const refusal = adminErrorOf(error);
      if (refusal?.fields?.length) return toFormErrors(refusal.fields);
      leaveWithNotice(
        adminPaths.orderBonusesOverview,
        `Die Änderungen an der Prämie ${bonusName(bonus)} konnten nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.`,
      );
      return undefined;
    }
  };

  const uploaded = (path: string) => {
    onChanged({ ...bonus, imagePath: path });
    setAuditRound((round) => round + 1);
  };

  return (
    <>
      <div className="bonus-editor__meta">
        <p>
          Materialnummer <strong>{materialNumber}</strong>
          {bonus.properties?.length ? ' · konfigurierbare Prämie' : ''}
        </p>
        {mayManage ? (
          <DeleteBonusButton
            bonus={bonus}
            onDeleted={() => leaveWithNotice(adminPaths.orderBonusesOverview, `Die Prämie ${bonusName(bonus)} wurde gelöscht.`, 'success')}
            onFailed={(text) => setNotice({ kind: 'error', text })}
          />
        ) : null}
      </div>
      {notice ? <Alert kind={notice.kind}>{notice.text}</Alert> : null}
      <Form<BonusFormValues> initialValues={initialValues} validate={validate} onSubmit={onSubmit}>
        {({ submitting, values }) => (
          <div className="bonus-editor">
            <BonusFormElement className="bonus-editor__form" label="Prämie bearbeiten" summaryTitle="Bitte überprüfen Sie die gekennzeichneten Felder.">
              <BonusTextFields />
              <RadioGroupField name="classification" legend="Klassifizierung" options={classificationOptions} required />
              {values.classification === 'CASH' ? (
                <div className="field-grid">
                  <TextField name="cashBonus" label="Betrag der Barprämie in Euro" required numeric width="third" hint="z. B. 50 oder 25,50" />
                </div>
              ) : null}
              <p className="field__hint">Die Kennzeichnung auf der Kachel folgt der Klassifizierung.</p>
              <div className="button-row">
                <button type="submit" className="button button--primary" disabled={submitting}>
                  {submitting ? 'Wird gespeichert …' : 'Änderungen speichern'}
                </button>
              </div>
            </BonusFormElement>
            <aside className="bonus-editor__aside" aria-label="Vorschau und Bild">
              <section className="admin-section" aria-labelledby="bonus-preview-title">
                <h2 id="bonus-preview-title">Vorschau der Kachel</h2>
                <p className="field__hint">So sehen Leser die Prämie bei der Prämienauswahl{values.active ? '.' : ' – sobald sie aktiv ist.'}</p>
                <BonusTilePreview bonus={previewOf(bonus, values)} />
              </section>
              <section className="admin-section" aria-labelledby="bonus-image-title">
                <h2 id="bonus-image-title">Bild</h2>
                <BonusImageUpload materialNumber={materialNumber} title={bonus.title || materialNumber} imagePath={bonus.imagePath ?? undefined} onUploaded={uploaded} />
              </section>
            </aside>
          </div>
        )}
      </Form>
      {bonus.variants?.length ? <ComplexBonusConfiguration bonus={bonus} /> : null}
      <section className="admin-section bonus-audit" aria-labelledby="bonus-audit-title">
        <h2 id="bonus-audit-title">Änderungsprotokoll</h2>
        <ResourceView handle={audit} loadingText="Änderungsprotokoll wird geladen …" failedText="Das Änderungsprotokoll konnte nicht geladen werden.">
          {(entries) => <AuditLogTable entries={entries} caption={`Änderungen an der Prämie ${materialNumber}, neueste zuerst`} showObject={false} />}
        </ResourceView>
      </section>
    </>
  );
}

/** The bonus as the form's values would make it. */
function previewOf(bonus: OrderBonus, values: BonusFormValues): OrderBonus {
  const input = fromBonusFormValues(values);
  return { ...bonus, ...input, validFrom: input.validFrom ?? undefined, cashBonus: input.cashBonus ?? undefined, label: classificationLabels[input.classification] };
}

/** A complex bonus's properties and variants, fixed at creation (admin/README.md). */
function ComplexBonusConfiguration({ bonus }: { readonly bonus: OrderBonus }) {
  return (
    <section className="admin-section" aria-labelledby="bonus-variants-title">
      <h2 id="bonus-variants-title">Eigenschaften und Varianten</h2>
      <p className="field__hint">Eigenschaften und Varianten stehen mit der Anlage fest. Um sie zu ändern, löschen Sie die Prämie und legen sie neu an.</p>
      <ul className="bonus-properties">
        {(bonus.properties ?? []).map((property) => (
          <li key={property.name}>
            <strong>{property.name}</strong>: {property.values.join(', ')}
          </li>
        ))}
      </ul>
      <DataTable
        caption="Varianten"
        rows={bonus.variants ?? []}
        rowKey={(variant) => variant.materialNumber}
        empty={<p>Keine Varianten.</p>}
        columns={[
          { key: 'materialNumber', header: 'Materialnummer', cell: (variant) => variant.materialNumber, sortValue: (variant) => variant.materialNumber },
          { key: 'title', header: 'Titel', cell: (variant) => variant.title ?? '', sortValue: (variant) => variant.title ?? '' },
          { key: 'values', header: 'Werte', cell: (variant) => variant.propertyValues.map((entry) => `${entry.name ?? ''}: ${entry.value}`).join(', ') },
          {
            key: 'charge',
            header: 'Aufpreis',
            cell: (variant) => {
              const charge = (variant.additionalCharges ?? []).reduce((sum, entry) => sum + entry.value, 0);
              return charge > 0 ? formatEuro(charge) : '–';
            },
          },
        ]}
      />
    </section>
  );
}
