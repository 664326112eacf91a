/**
 * The verdict on an uploaded file: the HTTP status and the message code of the upload
 * response (funnel.md section 8, platform.md section 8).
 */
export type UploadCheckResult = {
  readonly status: 200 | 400 | 413;
  readonly message:
    | 'SUCCESS'
    | 'ERROR_NO_FILE_CONTENT'
    | 'ERROR_SIZE_EXCEEDED'
    | 'ERROR_INVALID_FILE_NAME'
    | 'ERROR_INVALID_SUFFIX'
    | 'ERROR_INVALID_FILE_TYPE';
  /** On success: a random name to store the file under, never derived from the user's file name. */
  readonly storageName?: string;
  /** On success: the media type the content's magic bytes show, to store (never the type the client declared). */
  readonly contentType?: string;
  /** A German explanation for staff when an image breaks a bonus image rule. */
  readonly detail?: string;
};
