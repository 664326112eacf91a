/** The upload limit of 500 KB (funnel.md section 9, platform.md section 9), counted as 500 × 1024 bytes. */
export const MAX_UPLOAD_BYTES = 500 * 1024;
