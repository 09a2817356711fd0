// Draws the app icon source, resources/icon.png (512x512 RGBA): a keyhole on a rounded teal
// square, and copies it to build/icon.png for electron-builder. Written by hand with zlib so that
// the icon can be regenerated without an image tool. Run: node scripts/make-icon.mjs
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { root } from './lib/run.mjs';

const SIZE = 512;
const SAMPLES = 4; // 4x4 samples per pixel smooth the edges
const BACKGROUND = [0x1f, 0x6f, 0x78];
const FOREGROUND = [0xff, 0xff, 0xff];

/** Inside the rounded square that forms the icon's body. */
function inBody(/** @type {number} */ x, /** @type {number} */ y) {
  const margin = 24;
  const radius = 96;
  const cx = Math.min(Math.max(x, margin + radius), SIZE - margin - radius);
  const cy = Math.min(Math.max(y, margin + radius), SIZE - margin - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

/** Inside the keyhole: a circle over a trapezoid that widens downwards. */
function inKeyhole(/** @type {number} */ x, /** @type {number} */ y) {
  if ((x - 256) ** 2 + (y - 200) ** 2 <= 72 ** 2) return true;
  if (y < 230 || y > 392) return false;
  const halfWidth = 30 + ((y - 230) / (392 - 230)) * 34;
  return Math.abs(x - 256) <= halfWidth;
}

/** RGBA of one pixel, averaging SAMPLES x SAMPLES points inside it. */
function pixel(/** @type {number} */ px, /** @type {number} */ py) {
  let body = 0;
  let hole = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const x = px + (sx + 0.5) / SAMPLES;
      const y = py + (sy + 0.5) / SAMPLES;
      if (inBody(x, y)) {
        body += 1;
        if (inKeyhole(x, y)) hole += 1;
      }
    }
  }
  if (body === 0) return [0, 0, 0, 0];
  const share = hole / body;
  const rgb = BACKGROUND.map((b, i) => Math.round(b + ((FOREGROUND[i] ?? b) - b) * share));
  return [...rgb, Math.round((body / SAMPLES ** 2) * 255)];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(/** @type {Buffer} */ bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(/** @type {string} */ type, /** @type {Buffer} */ data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(SIZE, 0);
header.writeUInt32BE(SIZE, 4);
header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace

const rows = Buffer.alloc(SIZE * (1 + SIZE * 4));
for (let y = 0; y < SIZE; y += 1) {
  const rowStart = y * (1 + SIZE * 4); // each row starts with filter type 0
  for (let x = 0; x < SIZE; x += 1) rows.set(pixel(x, y), rowStart + 1 + x * 4);
}

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(rows, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);

mkdirSync(join(root, 'resources'), { recursive: true });
mkdirSync(join(root, 'build'), { recursive: true });
writeFileSync(join(root, 'resources', 'icon.png'), png);
copyFileSync(join(root, 'resources', 'icon.png'), join(root, 'build', 'icon.png'));
console.log(`Wrote resources/icon.png and build/icon.png (${png.length} bytes).`);
