import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * Every animation moves or fades (transform, opacity), which the compositor draws on its own: none
 * costs the main thread a style, layout and paint at each frame. The page's loader runs while the
 * page is parsed and hydrated on a slow phone, when the main thread has no frame to spare.
 */
const COMPOSITED = new Set(['transform', 'opacity']);

/** The properties each `@keyframes` rule of a style sheet animates. */
function animatedProperties(css: string): Array<{ name: string; properties: string[] }> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*[^{}]*)\}/g)].map(
    ([, name, body]) => ({
      name,
      properties: [
        ...new Set(
          [...body.matchAll(/\{([^{}]*)\}/g)].flatMap(([, block]) =>
            [...block.matchAll(/([\w-]+)\s*:/g)].map(([, property]) => property.toLowerCase()),
          ),
        ),
      ],
    }),
  );
}

describe('animations', () => {
  it('when a keyframes rule animates a property other than transform and opacity, then it is found', () => {
    const css = `@keyframes slide { from { background-position: 0 0; transform: none } to { background-position: 100% 0 } }
      /* @keyframes commented { from { width: 0 } } */
      @keyframes fade { 0% { opacity: 0 } 100% { opacity: 1 } }`;
    expect(animatedProperties(css)).toEqual([
      { name: 'slide', properties: ['background-position', 'transform'] },
      { name: 'fade', properties: ['opacity'] },
    ]);
  });

  it('when the style sheets are read, then every animation moves or fades only', () => {
    const sheets = repositoryFiles().filter((file) => file.startsWith('src/') && file.endsWith('.css'));
    const rules = sheets.flatMap((file) =>
      animatedProperties(fs.readFileSync(path.join(root, file), 'utf8')).map((rule) => ({ ...rule, file })),
    );
    expect(rules.length).toBeGreaterThan(0);
    const costly = rules
      .filter((rule) => rule.properties.some((property) => !COMPOSITED.has(property)))
      .map((rule) => `${rule.file}: @keyframes ${rule.name} animates ${rule.properties.join(', ')}`);
    expect(costly).toEqual([]);
  });
});
