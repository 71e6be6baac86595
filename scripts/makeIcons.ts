/**
 * Draws the toolbar icons (a lens over a page) as PNGs into public/icon/: the brand
 * icon plus one per verdict state. Run with `npx tsx scripts/make-icons.ts`; the output
 * is committed, so builds need no image tooling.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type RGB = [number, number, number];
const STATES: Record<string, RGB> = {
  '': [37, 99, 235], // brand blue
  '-allowed': [22, 163, 74],
  '-disallowed': [220, 38, 38],
  '-unknown': [107, 114, 128],
};
const SIZES = [16, 32, 48, 128];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Coverage of a pixel by the shape, 4×4 supersampled for smooth edges. */
function cover(size: number, x: number, y: number, inside: (u: number, v: number) => boolean) {
  let hits = 0;
  for (let i = 0; i < 4; i++)
    for (let j = 0; j < 4; j++)
      if (inside((x + (i + 0.5) / 4) / size, (y + (j + 0.5) / 4) / size)) hits++;
  return hits / 16;
}

function draw(size: number, color: RGB): Buffer {
  const rows: Buffer[] = [];
  const roundedSquare = (u: number, v: number) => {
    const r = 0.22;
    const dx = Math.max(0, Math.abs(u - 0.5) - (0.5 - r));
    const dy = Math.max(0, Math.abs(v - 0.5) - (0.5 - r));
    return dx * dx + dy * dy <= r * r;
  };
  const ring = (u: number, v: number) => {
    const d = Math.hypot(u - 0.44, v - 0.44);
    return d <= 0.25 && d >= 0.16;
  };
  const handle = (u: number, v: number) => {
    const t = (u - 0.6 + (v - 0.6)) / 2;
    const px = 0.6 + t;
    const py = 0.6 + t;
    return t >= 0 && t <= 0.2 && Math.hypot(u - px, v - py) <= 0.06;
  };
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let x = 0; x < size; x++) {
      const bg = cover(size, x, y, roundedSquare);
      const fg = cover(size, x, y, (u, v) => ring(u, v) || handle(u, v));
      const o = 1 + x * 4;
      row[o] = Math.round(color[0] * (1 - fg) + 255 * fg);
      row[o + 1] = Math.round(color[1] * (1 - fg) + 255 * fg);
      row[o + 2] = Math.round(color[2] * (1 - fg) + 255 * fg);
      row[o + 3] = Math.round(255 * bg);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync('public/icon', { recursive: true });
for (const [suffix, color] of Object.entries(STATES)) {
  for (const size of SIZES) writeFileSync(`public/icon/${size}${suffix}.png`, draw(size, color));
}
console.log('icons written to public/icon/');
