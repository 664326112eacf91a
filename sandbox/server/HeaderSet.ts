/** Response headers by name, as a web server sends them. */
export type Headers = Readonly<Record<string, string>>;

/**
 * The headers a publisher's web server sends for one bundle (`dist/<key>/security/headers.json`): the
 * sandbox's static serving reads the same file, so the tested set and the documented set are one.
 */
export interface HeaderSet {
  /** index.html on every path of the reader's checkout (single-page fallback). */
  readonly document: Headers;
  /** index.html on paths below /internal (the staff area, which injects its stylesheet). */
  readonly staffDocument: Headers;
  /** Files under /static/ whose names carry a content hash. */
  readonly hashedAsset: Headers;
  /** Any other file. */
  readonly otherAsset: Headers;
}
