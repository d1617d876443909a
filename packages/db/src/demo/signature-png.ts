import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 240;
const HEIGHT = 80;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A hand-drawn-looking signature as a PNG data URL, the form a signature answer stores: a
 * looping stroke varied by `seed`, so demo contracts show a real image wherever they are printed.
 */
export function demoSignaturePng(seed: number): string {
  const pixels = Buffer.alloc(HEIGHT * (WIDTH + 1), 255);
  for (let row = 0; row < HEIGHT; row += 1) pixels[row * (WIDTH + 1)] = 0; // filter: none
  const ink = (x: number, y: number) => {
    for (let dx = 0; dx < 2; dx += 1) {
      for (let dy = 0; dy < 2; dy += 1) {
        const px = Math.round(x) + dx;
        const py = Math.round(y) + dy;
        if (px >= 0 && px < WIDTH && py >= 0 && py < HEIGHT) pixels[py * (WIDTH + 1) + 1 + px] = 20;
      }
    }
  };
  const loops = 3 + (seed % 4);
  const slant = 0.25 + (seed % 5) * 0.05;
  for (let step = 0; step <= 2000; step += 1) {
    const t = step / 2000;
    const x = 15 + t * 205 + Math.cos(t * loops * 2 * Math.PI) * 9;
    const y = 42 - Math.sin(t * loops * 2 * Math.PI) * (18 - t * 8) - (x - 120) * slant * 0.1;
    ink(x, y);
  }
  // The underline flourish.
  for (let x = 40; x < 200; x += 0.5) ink(x, 66 + Math.sin(x / 25 + seed) * 2);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}
