import type { TextNamespace } from '../../core/index.ts';

/**
 * The wording of the enrolment-certificate upload step (funnel.md section 5 "Student upload"): heading, intro, the
 * file field with its caption, the preview and the buttons; the i18next namespace `studentCertificate`, loaded with
 * the lazy upload step. The outcome and selection messages are `studentUploadTexts`.
 */
export const certificateFormTexts = {
  namespace: 'studentCertificate',
  texts: {
    headline: 'Ihre Immatrikulationsbescheinigung',
    intro: 'Das Studierenden-Abo gilt mit einer gültigen Immatrikulationsbescheinigung. Bitte laden Sie sie hier hoch.',
    fieldLabel: 'Immatrikulationsbescheinigung',
    caption: 'Formate: jpg, gif, png oder pdf; max. DIN A4; Dateigröße: max. 500 KB; Auflösung: 72 dpi; max. 595 x 842 Pixel',
    chooseFile: 'Datei auswählen',
    dropHint: 'oder Datei hierher ziehen. Fotos verkleinern wir vor dem Hochladen automatisch.',
    preparing: 'Die Datei wird vorbereitet …',
    previewLabel: 'Ausgewählte Datei',
    previewOf: 'Vorschau von {{fileName}}',
    reducedFrom: ' (verkleinert von {{size}})',
    uploadOther: 'Andere Datei hochladen',
    proceed: 'Weiter zur Zahlung',
    upload: 'Hochladen',
    uploading: 'Die Datei wird hochgeladen …',
  },
} satisfies TextNamespace;
