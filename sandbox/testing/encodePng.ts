import { deflateSync } from 'node:zlib';
import { pngChunk } from '../domain/buildImageBytes.ts';

/** Adam7's passes: first column and row, column and row step. */
const adam7 = [[0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2]] as const;

/**
 * Encodes a PNG for decoder tests, 8 or 16 bits per sample, optionally interlaced: `pixel(x, y)` gives each pixel's
 * samples (16-bit samples as numbers up to 65535), `chunks` go between IHDR and IDAT (PLTE, tRNS). `rawData` replaces the
 * scanlines that would be deflated, to build data of the wrong size.
 */
export function encodePng(spec: {
  readonly width: number;
  readonly height: number;
  readonly colourType: 0 | 2 | 3 | 4 | 6;
  readonly bitDepth: 8 | 16;
  readonly interlaced?: boolean;
  readonly pixel: (x: number, y: number) => readonly number[];
  readonly chunks?: readonly (readonly [string, Uint8Array])[];
  readonly rawData?: Uint8Array;
}): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(spec.width, 0);
  header.writeUInt32BE(spec.height, 4);
  header[8] = spec.bitDepth;
  header[9] = spec.colourType;
  header[12] = spec.interlaced ? 1 : 0;
  const sample = (value: number) => (spec.bitDepth === 16 ? [value >> 8, value & 0xff] : [value]);
  const rows: number[] = [];
  const passes = spec.interlaced ? adam7 : [[0, 0, 1, 1] as const];
  for (const [column, row, columnStep, rowStep] of passes) {
    if (column >= spec.width) continue;
    for (let y = row; y < spec.height; y += rowStep) {
      rows.push(0);
      for (let x = column; x < spec.width; x += columnStep) rows.push(...spec.pixel(x, y).flatMap(sample));
    }
  }
  return new Uint8Array(Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(spec.chunks ?? []).map(([type, data]) => pngChunk(type, data)),
    pngChunk('IDAT', deflateSync(spec.rawData ?? Buffer.from(rows))),
    pngChunk('IEND', new Uint8Array(0)),
  ]));
}
