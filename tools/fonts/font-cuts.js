// The site's font files (`npm run fonts`): each face that src/styles/fonts.css declares, cut from its
// @fontsource file down to the OpenType features the site draws with. Fontsource's files carry every
// feature of the typeface (case forms, fractions, superscripts, stylistic sets, contextual alternates),
// which the site never asks for and which made Inter's Latin faces 24 KB each; a page waits for three
// of them before its first paint. The cuts are written to src/styles/fonts/ and kept in the repository;
// the unit test beside this file fails when they are not what this script makes of the installed
// @fontsource files. Usage: node tools/fonts/font-cuts.js
const fs = require('node:fs');
const path = require('node:path');
const subsetFont = require('subset-font');

const root = path.resolve(__dirname, '../..');
const OUT_DIR = path.join(root, 'src/styles/fonts');

/** Fontsource's subsets, as its style sheets give their unicode-range (code points, inclusive). */
const SCRIPTS = {
  latin: [
    [0x0000, 0x00ff],
    [0x0131, 0x0131],
    [0x0152, 0x0153],
    [0x02bb, 0x02bc],
    [0x02c6, 0x02c6],
    [0x02da, 0x02da],
    [0x02dc, 0x02dc],
    [0x0304, 0x0304],
    [0x0308, 0x0308],
    [0x0329, 0x0329],
    [0x2000, 0x206f],
    [0x20ac, 0x20ac],
    [0x2122, 0x2122],
    [0x2191, 0x2191],
    [0x2193, 0x2193],
    [0x2212, 0x2212],
    [0x2215, 0x2215],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
  cyrillic: [
    [0x0301, 0x0301],
    [0x0400, 0x045f],
    [0x0490, 0x0491],
    [0x04b0, 0x04b1],
    [0x2116, 0x2116],
  ],
  greek: [
    [0x0370, 0x0377],
    [0x037a, 0x037f],
    [0x0384, 0x038a],
    [0x038c, 0x038c],
    [0x038e, 0x03a1],
    [0x03a3, 0x03ff],
  ],
};

/**
 * The OpenType features kept: those browsers apply by default (kerning, standard ligatures, glyph
 * composition, localized forms, mark positioning) and the site's tabular figures
 * (`font-variant-numeric: tabular-nums`). Inter's contextual alternates (`calt`: punctuation raised
 * between capitals, arrows drawn for `->`) are dropped with the rest: 3 KB of each Latin face.
 */
const FEATURES = ['kern', 'liga', 'clig', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'tnum'];

/** The faces: every family and weight src/styles/fonts.css declares, in each of the three scripts. */
const FACES = [
  { family: 'inter', weight: 400 },
  { family: 'inter', weight: 500 },
  { family: 'inter', weight: 600 },
  { family: 'noto-serif-display', weight: 400 },
  { family: 'noto-serif-display', weight: 500 },
].flatMap((face) => Object.keys(SCRIPTS).map((script) => ({ ...face, script })));

const fileName = ({ family, script, weight }) => `${family}-${script}-${weight}-normal.woff2`;

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
      path.join(root, 'node_modules/@fontsource', face.family, 'files', fileName(face)),
    );
    const bytes = await subsetFont(source, characters(SCRIPTS[face.script]), {
      targetFormat: 'woff2',
      keepFeatures: FEATURES,
    });
    files.push({ name: fileName(face), sourceBytes: source.length, bytes });
  }
  return files;
}

module.exports = { OUT_DIR, FACES, cutFaces, fileName };

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
