import fs from 'node:fs';
import path from 'node:path';
import { repositoryFiles, root } from './repository-files';

/**
 * A request's locale is decided once, where the request is read (server/http/request-context.ts, with
 * `localeOfPath` of src/navigation/paths.ts, the one way from a path to a locale), and i18next
 * instances come from one factory (src/i18n/create-i18n.ts). A second derivation — another reading
 * of a path's prefix, a language detector, another i18next factory — makes this test fail.
 */

const sources = repositoryFiles().filter(
  (file) => /^(src|server|client)\//.test(file) && /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
);

interface Rule {
  what: string;
  pattern: RegExp;
  /** The only files where it may appear. */
  allowed: string[];
}

const RULES: Rule[] = [
  {
    what: 'a path read for its two-letter prefix',
    pattern: /\[a-z\]\{2\}|\.slice\(1, 3\)|charCodeAt\(3\)/,
    allowed: ['src/navigation/paths.ts'],
  },
  {
    what: 'a language detector (i18next-http-middleware, i18next-browser-languagedetector)',
    pattern: /i18next-http-middleware|languagedetector|LanguageDetector/i,
    allowed: [],
  },
  {
    what: 'an i18next instance made outside the factory',
    pattern: /\bcreateInstance\(|i18next\.init\(|\buse\(initReactI18next\)/,
    allowed: ['src/i18n/create-i18n.ts'],
  },
  {
    what: "a set of translators made outside the server's one set",
    pattern: /\bcreateI18n\(/,
    allowed: ['src/i18n/create-i18n.ts', 'src/i18n/loader-text.ts'],
  },
  {
    what: "an e-mail's words written in the code instead of the locale files",
    pattern: /Dear \$\{|Здравствуйте|Αγαπητέ|We have received your enquiry/,
    allowed: [],
  },
  {
    what: 'a copy of an i18next instance',
    pattern: /\.cloneInstance\(/,
    allowed: ['server/i18n.ts'],
  },
  {
    what: 'the locale worked out from an address',
    pattern: /\blocaleOfPath\(|splitLocale\([^)]*\)\.locale|\{\s*locale\s*\}\s*=\s*splitLocale\(/,
    // the request's context; the last error boundary, which has nothing but the address
    allowed: [
      'src/navigation/paths.ts',
      'server/http/request-context.ts',
      'src/components/error-page/error-boundaries.tsx',
    ],
  },
];

describe('the locale of a request', () => {
  it.each(RULES)(
    'when the sources are read, then $what appears only where it belongs',
    ({ pattern, allowed }) => {
      const found = sources.flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}`] : [])),
      );
      expect(found.filter((place) => !allowed.includes(place.split(':')[0]))).toEqual([]);
    },
  );
});
