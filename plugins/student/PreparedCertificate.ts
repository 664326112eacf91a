/** A chosen certificate made ready for upload by `prepareCertificate`. */
export type PreparedCertificate =
  | {
      readonly kind: 'ready';
      /** The file to upload: the original, or the image downscaled and re-encoded as JPEG. */
      readonly file: File;
      /** The size of the chosen file, when the upload is a smaller copy of it. */
      readonly originalBytes?: number;
    }
  /** A PDF over 500 KB (PDFs are not changed in the browser) or an image that cannot be brought under it. */
  | { readonly kind: 'tooLarge' };
