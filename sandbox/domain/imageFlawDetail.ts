/**
 * Why an image's structure or data is refused (sandbox/README.md, Uploads and images): 'malformed' (not a well-formed
 * file of its type), 'emptySize' (width or height 0), 'trailingData' (bytes after the PNG IEND chunk or the GIF
 * trailer: a polyglot), 'frameOutsideScreen' (a GIF frame reaching past the logical screen), 'oversizedData' (image
 * data that inflates to more than the image's size needs: an inflate bomb).
 */
export type ImageFlaw = 'malformed' | 'emptySize' | 'trailingData' | 'frameOutsideScreen' | 'oversizedData';

/** The German explanation for staff of an image flaw in a PNG or GIF (`type`), shown after the result code's text. */
export function imageFlawDetail(flaw: ImageFlaw, type: 'png' | 'gif'): string {
  const name = type.toUpperCase();
  switch (flaw) {
    case 'malformed':
      return `Die Datei ist kein gültiges ${name}-Bild.`;
    case 'emptySize':
      return 'Das Bild muss mindestens 1 Pixel breit und hoch sein.';
    case 'trailingData':
      return `Nach dem Ende des ${name}-Bildes folgen weitere Daten. Bitte speichern Sie das Bild neu.`;
    case 'frameOutsideScreen':
      return `Ein Einzelbild des ${name}-Bildes ragt über dessen Bildfläche hinaus.`;
    case 'oversizedData':
      return 'Die Bilddaten sind größer, als es die Bildgröße zulässt. Bitte speichern Sie das Bild neu.';
  }
}
