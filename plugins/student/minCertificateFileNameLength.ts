/** The shortest accepted file name, extension included (funnel.md section 5 "Student upload"). */
export const minCertificateFileNameLength = 5;
