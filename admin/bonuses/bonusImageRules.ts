/** The rules of a bonus image (platform.md sections 5 and 9), as the hint next to the file input tells them. */
export const bonusImageRules = {
  /** 500 KB, counted as 500 × 1024 bytes as the server does. */
  maxBytes: 500 * 1024,
  height: 164,
  maxWidth: 200,
  minNameLength: 5,
  hint: 'PNG oder GIF mit transparentem Hintergrund, genau 164 Pixel hoch, höchstens 200 Pixel breit, höchstens 500 KB; der Dateiname hat mindestens 5 Zeichen.',
} as const;
