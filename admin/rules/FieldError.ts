/** A refused field of an admin form: `path` as in the request body (`priceInfos.0.description`), a German message. */
export interface FieldError {
  readonly path: string;
  readonly message: string;
}
