/** The file extensions accepted for an enrolment certificate (funnel.md sections 5 and 9). */
export const allowedCertificateExtensions: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png', 'gif'];
