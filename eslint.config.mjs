import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who may import what, as lint facts. `src/` is layered and imports one way:
 *   content model (package) → i18n, navigation, state, validation, content, loaders, chrome
 *   → components → pages, layouts → routes → app
 * The browser code never reaches the server, and `.server` modules (loaders, the content client)
 * reach the browser only as types: the browser build leaves them out.
 */
const notTheServer = [
  {
    group: ['**/server/**', '../server', '../../server'],
    message: 'src/ and client/ must not import server code.',
  },
  { group: ['node:*'], message: 'src/ and client/ run in the browser too: no Node built-ins.' },
  {
    group: ['@dkg/strapi-emulator', '@dkg/demo-content', '@dkg/demo-media'],
    message: 'The site reads content through the content service only.',
  },
];
const nodeModules = ['fs', 'path', 'http', 'https', 'crypto', 'stream', 'os', 'child_process', 'express'].map(
  (name) => ({ name, message: 'src/ and client/ run in the browser too.' }),
);
const serverModules = {
  group: ['**/*.server'],
  allowTypeImports: true,
  message: '.server modules stay on the server; the browser may import their types only.',
};

/** Each layer of src/ and the layers it must not import. */
const layers = {
  'src/{i18n,navigation,state,validation,content,loaders,chrome}': [
    'components',
    'pages',
    'layouts',
    'routes',
    'app',
  ],
  'src/components': ['pages', 'layouts', 'routes', 'app'],
  'src/pages': ['layouts', 'routes', 'app'],
  'src/layouts': ['pages', 'routes', 'app'],
};

function forbiddenLayers(names) {
  return names.map((name) => ({
    group: [
      `**/src/${name}`,
      `**/src/${name}/**`,
      `../${name}`,
      `../${name}/**`,
      `../../${name}`,
      `../../${name}/**`,
    ],
    message: `This layer of src/ does not import ${name}: imports go one way (see eslint.config.mjs).`,
  }));
}

const embeddedDemo = {
  group: ['@dkg/strapi-emulator', '@dkg/demo-content', '@dkg/demo-media'],
  allowTypeImports: true,
  message: 'Load the embedded demo with import() where it is needed (server/embedded-content.ts).',
};

/**
 * The server's folders in the order they import: a folder imports only the folders of the levels
 * before its own, and of the files at server/'s top only the foundation (config, logger, i18n); the
 * other files there wire the folders together. So no two folders import each other, directly or
 * round about, and a request walks down through them: http calls pages, pages call shared and
 * render, and none of them calls back up.
 */
const serverLevels = [
  ['observability', 'background'],
  ['content', 'cache', 'render', 'contact', 'edge'],
  ['mail', 'search', 'map', 'redirects'],
  ['shared'],
  ['pages'],
  ['http'],
];
const serverFoundation = ['config', 'logger', 'i18n'];

/** The folders that never see a request or a response: HTTP is server/http's. */
const withoutHttp = ['pages', 'cache', 'shared'];
const httpModules = ['express', 'node:http', 'http'].map((name) => ({
  name,
  message: "Requests and responses are server/http's: this folder sees neither.",
}));

function serverFolderImports(folder) {
  const level = serverLevels.findIndex((names) => names.includes(folder));
  const below = serverLevels.slice(0, level).flat();
  const allowed = [
    `(?:${serverFoundation.join('|')})$`,
    ...(below.length ? [`(?:${below.join('|')})/`] : []),
  ];
  return {
    regex: `^\\.\\./(?!\\.\\./|${allowed.join('|')})`,
    message:
      `server/${folder} imports ${below.length ? `only ${below.join(', ')}` : 'no other folder'} ` +
      'and the foundation files: server folders import one way (see eslint.config.mjs).',
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      '**/dist/**',
      'coverage/**',
      'node_modules/**',
      '.cache/**',
      'data/**',
      'bench/out/**',
      'cms/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No focused tests.' },
      ],
    },
  },
  ...[
    ['src/**/*.{ts,tsx}', 'client/**/*.{ts,tsx}'],
    ...Object.entries(layers).map(([directory]) => [`${directory}/**/*.{ts,tsx}`]),
  ].flatMap((files) => {
    const forbidden = layers[files[0].replace('/**/*.{ts,tsx}', '')] ?? [];
    const patterns = [...notTheServer, ...forbiddenLayers(forbidden)];
    return [
      {
        files,
        ignores: [
          '**/*.test.{ts,tsx}',
          '**/*.server.ts',
          'src/routes/route-table.ts',
          'src/layouts/deferred-parts.tsx',
        ],
        rules: {
          'no-restricted-imports': ['error', { patterns: [...patterns, serverModules], paths: nodeModules }],
        },
      },
      // `.server` modules import each other, the route table names the loaders, and the layouts' deferred
      // parts name what the server renders of them.
      {
        files: files
          .map((glob) => glob.replace('*.{ts,tsx}', '*.server.ts'))
          .concat(
            files[0].startsWith('src/**')
              ? ['src/routes/route-table.ts', 'src/layouts/deferred-parts.tsx']
              : [],
          ),
        rules: { 'no-restricted-imports': ['error', { patterns, paths: nodeModules }] },
      },
    ];
  }),
  // The content model is the shared description of the content: it imports nothing.
  {
    files: ['packages/content-model/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(?!\\./)', message: 'The content model imports nothing but its own modules.' },
          ],
        },
      ],
    },
  },
  // The packages and tools stand on their own: they never reach into the site.
  {
    files: ['packages/*/src/**/*.ts', 'tools/*/src/**/*.ts'],
    ignores: ['packages/content-model/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(src|server|client|tests)(/|$)|^\\.\\./\\.\\./\\.\\.',
              message: 'Packages do not import the site.',
            },
          ],
        },
      ],
    },
  },
  // The server loads the emulator and the demo content only when they are needed (dynamic import).
  {
    files: ['server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [embeddedDemo] }] },
  },
  // The files at server/'s top that every folder may use import no folder themselves.
  {
    files: serverFoundation.map((name) => `server/${name}.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: '^\\./[^/]+/', message: 'config, logger and i18n import no server folder.' }],
        },
      ],
    },
  },
  ...serverLevels.flat().flatMap((folder) => {
    const patterns = [serverFolderImports(folder)];
    const paths = withoutHttp.includes(folder) ? httpModules : [];
    return [
      {
        files: [`server/${folder}/**/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, embeddedDemo], paths }] },
      },
      {
        files: [`server/${folder}/**/*.test.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns, paths }] },
      },
    ];
  }),
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { globals: globals.node, sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
