import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { cachedBrotliParams } from './page-cache';

/** A listing page's HTML of about `bytes`: cards that differ in their words and numbers. */
function listingHtml(bytes: number): string {
  const words = [
    'villa',
    'apartment',
    'Athens',
    'Crete',
    'Вилла',
    'Афины',
    'Βίλα',
    'Αθήνα',
    'sea view',
    'pool',
  ];
  const cards: string[] = [];
  for (let index = 0; cards.join('').length < bytes; index++) {
    const word = (offset: number) => words[(index * 7 + offset) % words.length];
    cards.push(
      `<li class="card"><a href="/properties/${1000 + index}"><img src="/uploads/p${index}-640.webp" ` +
        `srcset="/uploads/p${index}-320.webp 320w, /uploads/p${index}-640.webp 640w" alt="${word(1)} ${word(2)}">` +
        `<h3>${word(3)} ${index}</h3><p>${word(4)}, ${(index * 7919) % 400} m², €${(index * 104729) % 3_000_000}</p></a></li>`,
    );
  }
  return `<!DOCTYPE html><html lang="en"><body><ul>${cards.join('')}</ul></body></html>`;
}

/** Compresses a page in a process of its own: how much its resident memory grew, and the bytes. */
function compress(htmlFile: string, params: Record<number, number>): { grew: number; bytes: number } {
  const script = `
    const zlib = require('node:zlib');
    const fs = require('node:fs');
    const html = fs.readFileSync(process.argv[1]);
    const peak = () => Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
    const before = peak();
    const bytes = zlib.brotliCompressSync(html, { params: JSON.parse(process.argv[2]) }).length;
    process.stdout.write(JSON.stringify({ grew: peak() - before, bytes }));
  `;
  const output = execFileSync(process.execPath, ['-e', script, htmlFile, JSON.stringify(params)], {
    encoding: 'utf8',
  });
  return JSON.parse(output) as { grew: number; bytes: number };
}

describe('the compression of cached pages', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cached-compression-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it.each([80_000, 150_000])(
    'holds a few MB while it compresses a page of %i bytes, for bodies as small as a window fitted to the page gives',
    (bytes) => {
      const html = listingHtml(bytes);
      const file = path.join(dir, `page-${bytes}.html`);
      fs.writeFileSync(file, html);
      const fitted = {
        ...cachedBrotliParams(html.length),
        [zlibConstants.BROTLI_PARAM_LGWIN]: Math.ceil(Math.log2(html.length)),
      };
      const cached = compress(file, cachedBrotliParams(html.length));
      const withFittedWindow = compress(file, fitted);
      expect(cached.grew).toBeLessThan(12 * 2 ** 20);
      expect(cached.bytes).toBeLessThanOrEqual(withFittedWindow.bytes * 1.03);
    },
  );
});
