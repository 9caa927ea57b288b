import fs from 'node:fs';
import path from 'node:path';

/**
 * Text is shown in the letters the content and the translations give it: a menu item, a button or a
 * label typed "Our offices" is not turned into "OUR OFFICES" by a style sheet (a Greek or Russian
 * word in capitals also loses its accents and reads differently).
 */
const root = path.resolve(__dirname, '../..');

function styleSheets(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return styleSheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the letter case of text', () => {
  it('when the style sheets are read, then none changes the case of the text it styles', () => {
    const found = [path.join(root, 'src'), path.join(root, 'public')].flatMap((directory) =>
      styleSheets(directory).flatMap((file) =>
        [
          ...fs
            .readFileSync(file, 'utf8')
            .matchAll(/([^{}]*)\{[^{}]*text-transform\s*:\s*(uppercase|lowercase|capitalize)/g),
        ].map((match) => `${path.relative(root, file)}: ${match[1].trim()} (${match[2]})`),
      ),
    );
    expect(found).toEqual([]);
  });
});
