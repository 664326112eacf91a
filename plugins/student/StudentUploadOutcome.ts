/**
 * What an enrolment-certificate upload came to (funnel.md sections 4 and 8): a result shown on
 * the upload form, or 'serverErrorPage' for a failure that leads to ErrorPage type server.
 */
export type StudentUploadOutcome =
  | 'success'
  | 'sizeExceeded'
  | 'invalidFileName'
  | 'invalidType'
  | 'noFile'
  | 'generalError'
  | 'serverErrorPage';
