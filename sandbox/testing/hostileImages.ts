import { deflateSync } from 'node:zlib';
import { buildImageBytes, pngChunk } from '../domain/buildImageBytes.ts';

/**
 * A 200 × 164 RGBA PNG (well-formed chunks, valid CRCs) whose image data inflates to `inflatedBytes`, far more than
 * its 131,364 bytes of scanlines: an inflate bomb within the 500 KB upload limit.
 */
export function inflateBombPng(inflatedBytes = 100 * 1024 * 1024): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(200, 0);
  header.writeUInt32BE(164, 4);
  header[8] = 8;
  header[9] = 6;
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(inflatedBytes), { level: 9 })),
    pngChunk('IEND', new Uint8Array(0)),
  ]));
}

/** An image followed by text (HTML or script): a polyglot that some readers of the file take for that text. */
export function withTail(image: Uint8Array, tail: string): Uint8Array {
  return new Uint8Array(Buffer.concat([image, Buffer.from(tail)]));
}

/** A transparent GIF whose one frame is `frameWidth` wide while its logical screen is only `screenWidth` wide. */
export function gifFrameWiderThanScreen(screenWidth: number, frameWidth: number, height = 164): Uint8Array {
  const bytes = buildImageBytes({ type: 'gif', width: frameWidth, height, transparency: 'alpha' });
  bytes[6] = screenWidth & 0xff;
  bytes[7] = screenWidth >> 8;
  return bytes;
}
