// The site's font files (`npm run fonts`): each face that src/styles/fonts.css declares, cut from its
// @fontsource file to the sheet's unicode-range and the OpenType features the site draws with.
// Fontsource's files carry every feature of the typeface (case forms, fractions, superscripts, stylistic
// sets, contextual alternates), which the site never asks for and which made Inter's Latin faces 24 KB
// each; a page waits for three of them before its first paint. The cuts are written to src/styles/fonts/
// and kept in the repository; the unit test beside this file fails when they are not what this script
// makes of the installed @fontsource files. Usage: node tools/fonts/font-cuts.js
const fs = require('node:fs');
const path = require('node:path');
const subsetFont = require('subset-font');

const root = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(root, 'src/styles/fonts');

/**
 * The OpenType features kept: those browsers apply by default (kerning, standard ligatures, glyph
 * composition, localized forms, mark positioning) and the site's tabular figures
 * (`font-variant-numeric: tabular-nums`). Inter's contextual alternates (`calt`: punctuation raised
 * between capitals, arrows drawn for `->`) are dropped with the rest: 3 KB of each Latin face.
 */
const FEATURES = ['kern', 'liga', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/**
 * The faces: each one src/styles/fonts.css declares, by its file (`<family>-<script>-<weight>-normal`,
 * Fontsource's name) and the characters of its unicode-range, read from the sheet itself.
 */
const SHEET = path.join(root, 'src/styles/fonts.css');
const FACES = [...fs.readFileSync(SHEET, 'utf8').matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) => {
  const name = /src:\s*url\('\.\/fonts\/([^']+)'\)/.exec(body)?.[1];
  const family = /^(.+)-[a-z]+-\d+-normal\.woff2$/.exec(name ?? '')?.[1];
  const range = /unicode-range:([^;]+);/.exec(body)?.[1];
  if (!name || !family || !range)
    throw new Error(`${SHEET}: a face without a ./fonts/ file or a unicode-range`);
  const ranges = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from, 16), parseInt(to, 16)];
  });
  return { name, family, ranges };
});

const characters = (ranges) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, index) => from + index))
    // Controls and the byte-order mark have no glyph to keep.
    .filter((codePoint) => codePoint >= 0x20 && codePoint !== 0xfeff)
    .map((codePoint) => String.fromCodePoint(codePoint))
    .join('');

/** Every face cut: its file name, the size of its @fontsource file and its bytes. */
async function cutFaces() {
  const files = [];
  for (const face of FACES) {
    const source = fs.readFileSync(
      path.join(root, 'node_modules/@fontsource', face.family, 'files', face.name),
    );
    const bytes = await subsetFont(source, characters(face.ranges), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
    });
    files.push({ name: face.name, sourceBytes: source.length, bytes });
  }
  return files;
}

module.exports = { OUT_DIR, FACES, cutFaces };

if (require.main === module) {
  cutFaces().then(
    (files) => {
      fs.mkdirSync(OUT_DIR, { recursive: true });
      for (const file of files) {
        fs.writeFileSync(path.join(OUT_DIR, file.name), file.bytes);
        process.stdout.write(`${file.name}: ${file.sourceBytes} → ${file.bytes.length} bytes\n`);
      }
    },
    (error) => {
      process.stderr.write(`${error.stack ?? error}\n`);
      process.exit(1);
    },
  );
}
