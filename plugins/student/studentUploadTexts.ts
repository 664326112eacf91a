import type { TextNamespace } from '../../core/index.ts';
import type { StudentUploadOutcome } from './StudentUploadOutcome.ts';

/**
 * The German texts of the enrolment-certificate upload (funnel.md section 8 "Student upload"), the i18next namespace
 * `studentUpload`, loaded with the lazy upload step: one per shown outcome of `mapUploadResult`, the two selection
 * errors of `validateCertificateSelection`, and 'selectionTooLarge' for a file `prepareCertificate` cannot bring under
 * 500 KB. 'serverErrorPage' has none: it leaves for the error page. `success` names the file (`{{fileName}}`).
 */
export const studentUploadTexts = {
  namespace: 'studentUpload',
  texts: {
    success: 'Ihre Immatrikulationsbescheinigung wurde erfolgreich hochgeladen. ({{fileName}})',
    sizeExceeded: 'Die Datei ist zu groß. Bitte laden Sie eine Datei mit höchstens 500 KB hoch.',
    invalidFileName: 'Der Dateiname ist ungültig. Bitte benennen Sie die Datei um und versuchen Sie es erneut.',
    invalidType: 'Dieser Dateityp wird nicht unterstützt. Bitte wählen Sie eine Datei im Format jpg, gif, png oder pdf.',
    noFile: 'Es wurde keine Datei übertragen. Bitte wählen Sie die Datei erneut aus.',
    generalError: 'Beim Hochladen ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
    required: 'Bitte wählen Sie Ihre Immatrikulationsbescheinigung aus.',
    nameTooShort: 'Der Dateiname muss mindestens 5 Zeichen lang sein.',
    selectionTooLarge:
      'Diese Datei ist größer als 500 KB. Bitte verkleinern Sie die PDF-Datei oder laden Sie stattdessen ein Foto der Bescheinigung hoch; Fotos verkleinern wir automatisch.',
  } satisfies Readonly<
    Record<Exclude<StudentUploadOutcome, 'serverErrorPage'> | 'required' | 'nameTooShort' | 'selectionTooLarge', string>
  >,
} satisfies TextNamespace;
