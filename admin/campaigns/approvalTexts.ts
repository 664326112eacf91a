import type { ApprovalChanges } from '../api/availableSalesCampaign.ts';

/** The German texts of the approval screen (platform.md section 8 leaves the wording of admin messages open). */
export const approvalTexts = {
  title: 'Verkaufsaktionen freigeben',
  intro: (tenantName: string) =>
    `Freigegebene Verkaufsaktionen von ${tenantName} erscheinen unter „Verkaufsaktionen pflegen“ und können dort bearbeitet werden. Ihre Auswahl wird erst mit „Änderungen speichern“ übernommen.`,
  loading: 'Verkaufsaktionen werden geladen …',
  loadFailed: 'Die Verkaufsaktionen zur Freigabe konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.',
  filterHeading: 'Filter',
  filterText: 'Suche nach ID oder Name',
  filterApproved: 'Freigegeben',
  filterActive: 'Aktiv',
  all: 'Alle',
  yes: 'Ja',
  no: 'Nein',
  resetFilter: 'Filter zurücksetzen',
  count: (shown: number, total: number) => (shown === total ? `${total} Verkaufsaktionen` : `${shown} von ${total} Verkaufsaktionen`),
  caption: (tenantName: string) => `Verkaufsaktionen von ${tenantName}`,
  empty: 'Für diesen Titel gibt es keine Verkaufsaktionen.',
  emptyFiltered: 'Keine Verkaufsaktion passt zum Filter.',
  columnId: 'ID',
  columnName: 'Name',
  columnActive: 'Aktiv',
  columnApproved: 'Freigegeben',
  columnValidFrom: 'Gültig ab',
  columnValidUntil: 'Gültig bis',
  approvedLabel: 'freigegeben',
  changed: 'geändert',
  noDate: 'offen',
  pending: (count: number) =>
    count === 0 ? 'Keine ungespeicherten Änderungen.' : count === 1 ? '1 ungespeicherte Änderung' : `${count} ungespeicherte Änderungen`,
  save: 'Änderungen speichern',
  saving: 'Wird gespeichert …',
  discard: 'Änderungen verwerfen',
  saved: (changes: ApprovalChanges) => {
    const approved = changes.filter((change) => change.approved).map((change) => change.salesCampaignId);
    const withdrawn = changes.filter((change) => !change.approved).map((change) => change.salesCampaignId);
    return [
      'Die Änderungen sind gespeichert.',
      approved.length > 0 ? `Freigegeben: ${approved.join(', ')}.` : '',
      withdrawn.length > 0 ? `Freigabe entzogen: ${withdrawn.join(', ')}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  },
  restored: 'Ihre Auswahl von eben ist noch nicht gespeichert und wieder eingetragen. Bitte prüfen und speichern Sie sie.',
  refused: 'Die Freigaben wurden nicht gespeichert.',
  saveFailed:
    'Die Freigaben konnten nicht gespeichert werden, weil der Server nicht wie erwartet antwortete. Ihre Auswahl ist vorgemerkt: Öffnen Sie „Verkaufsaktionen freigeben“ erneut, um sie zu speichern.',
} as const;
