/** Measured sizes of one bundle in dist/, all in bytes after gzip (see measureBundleSize). */
export interface BundleSize {
  /** The bundle name: a tenant key or `_all`. */
  readonly bundle: string;
  /** The Start route's initial JS: every script the HTML loads up front, with its static preloads. */
  readonly initialJsGzip: number;
  /** The entry scripts alone (`<script src>`, no preloads): the design brief's "initial JavaScript". */
  readonly entryJsGzip: number;
  /** The files counted in `initialJsGzip`, relative to the bundle folder. */
  readonly initialJsFiles: readonly string[];
  /** Every .js file of the bundle, lazily loaded chunks included. */
  readonly totalJsGzip: number;
  /** Every .css file of the bundle. */
  readonly cssGzip: number;
}
