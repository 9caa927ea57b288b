import fs from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { OUT_DIR, FACES, cutFaces } = require('./font-cuts.js') as {
  OUT_DIR: string;
  FACES: Array<{ name: string; family: string; ranges: Array<[number, number]> }>;
  cutFaces: () => Promise<Array<{ name: string; sourceBytes: number; bytes: Uint8Array }>>;
};

const sheet = fs.readFileSync(path.resolve(__dirname, '../../src/styles/fonts.css'), 'utf8');

describe("the site's font files", () => {
  it('when the style sheet declares its faces, then each is a file cut by the script, and every cut is declared', () => {
    const declared = [...sheet.matchAll(/src: url\('\.\/fonts\/([^']+)'\)/g)].map((match) => match[1]);
    expect(sheet).not.toMatch(/src: url\('(?!\.\/fonts\/)/);
    expect([...declared].sort()).toEqual(FACES.map((face) => face.name).sort());
  });

  it('when the faces are cut again from the installed @fontsource files, then the files in the repository are the same bytes, and smaller', async () => {
    const files = await cutFaces();
    expect(files).toHaveLength(FACES.length);
    for (const file of files) {
      const kept = fs.readFileSync(path.join(OUT_DIR, file.name));
      expect({ name: file.name, same: Buffer.from(file.bytes).equals(kept) }).toEqual({
        name: file.name,
        same: true,
      });
      expect(kept.length).toBeLessThan(file.sourceBytes);
    }
  }, 60_000);
});
