/** The rules of a bonus image (platform.md sections 5 and 9), as the hint next to the file input tells them. */
export const bonusImageRules = {
  /** 500 KB, counted as 500 × 1024 bytes as the server does. */
  maxBytes: 500 * 1024,
  height: 164,
  maxWidth: 200,
  minNameLength: 5,
  hint: 'PNG oder GIF mit transparentem Hintergrund, genau 164 Pixel hoch, höchstens 200 Pixel breit, höchstens 500 KB; der Dateiname hat mindestens 5 Zeichen.',
} as const;

/** What the browser knows of a chosen file without decoding it: name, size and its first bytes. */
export interface BonusImageFileFacts {
  readonly name: string;
  readonly size: number;
  /** The file's first bytes (16 are enough for every signature). */
  readonly head: Uint8Array;
}

const signatures: readonly (readonly ['png' | 'gif' | 'jpeg', readonly number[]])[] = [
  ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]],
  ['gif', [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]],
  ['jpeg', [0xff, 0xd8, 0xff]],
];

/** The image type a file's first bytes (magic numbers) reveal, whatever its name says; undefined for anything else. */
export function imageTypeOf(head: Uint8Array): 'png' | 'gif' | 'jpeg' | undefined {
  return signatures.find(([, signature]) => signature.every((byte, index) => head[index] === byte))?.[0];
}

/**
 * The rules a bonus image breaks that show without decoding it (platform.md section 5), one German
 * message per rule: a file at all, a name of at least 5 characters, the suffix .png or .gif, content
 * that is the PNG or GIF the suffix says (by its magic bytes), at most 500 KB.
 */
export function checkBonusImageFile(file: BonusImageFileFacts): string[] {
  if (file.size === 0) return ['Die Datei ist leer. Bitte wählen Sie eine Bilddatei aus.'];
  const messages: string[] = [];
  if (file.name.trim().length < bonusImageRules.minNameLength) {
    messages.push(`Der Dateiname muss mindestens ${bonusImageRules.minNameLength} Zeichen lang sein (er hat ${file.name.trim().length}).`);
  }
  const suffix = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  const type = imageTypeOf(file.head);
  if (suffix !== 'png' && suffix !== 'gif') messages.push('Erlaubt sind nur Dateien mit der Endung .png oder .gif.');
  if (type !== 'png' && type !== 'gif') {
    messages.push(
      type === 'jpeg' ? 'Die Datei ist ein JPEG-Bild. Erlaubt sind nur PNG- und GIF-Bilder.' : 'Die Datei ist kein PNG- oder GIF-Bild.',
    );
  } else if ((suffix === 'png' || suffix === 'gif') && type !== suffix) {
    messages.push(`Die Datei ist ein ${type.toUpperCase()}-Bild, hat aber die Endung .${suffix}.`);
  }
  if (file.size > bonusImageRules.maxBytes)
    messages.push(
      `Das Bild darf höchstens 500 KB (${bonusImageRules.maxBytes.toLocaleString('de-DE')} Bytes) groß sein; es ist ${file.size.toLocaleString('de-DE')} Bytes groß.`,
    );
  return messages;
}
