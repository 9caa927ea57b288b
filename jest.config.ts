import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js',
};

const shared: Config = {
  testEnvironment: 'node',
  transform,
  moduleNameMapper: {
    // The workspace packages are tested from their sources, without a build.
    '^@dkg/(content-model|demo-content|strapi-emulator)$': '<rootDir>/packages/$1/src/index.ts',
    '^@dkg/demo-media$': '<rootDir>/tools/demo-media/src/index.ts',
    '\\.css$': '<rootDir>/tests/mocks/style-stub.ts',
    '\\.(svg|png|jpg|webp|woff2?)$': '<rootDir>/tests/mocks/file-stub.ts',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/setup/fail-on-console.ts'],
  // nock keeps its request interceptor on the global scope for the whole run, on purpose; one mode
  // for every project, since the projects share workers.
  testEnvironmentOptions: { globalsCleanup: 'off' },
};

const config: Config = {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: [
        '<rootDir>/{src,server,client,packages,tools}/**/*.test.{ts,tsx}',
        '<rootDir>/tests/lint/**/*.test.ts',
        '<rootDir>/tests/cms-schema/**/*.test.ts',
      ],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      moduleNameMapper: {
        ...shared.moduleNameMapper,
        '^@strapi/': '<rootDir>/tests/mocks/no-cms-packages.ts',
      },
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/{integration,ssr,contract}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: [
        ...(shared.setupFilesAfterEnv ?? []),
        '<rootDir>/tests/setup/block-network.ts',
        '<rootDir>/tests/setup/integration-timeout.ts',
      ],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/tests/e2e/**/*.test.ts'],
      setupFilesAfterEnv: [...(shared.setupFilesAfterEnv ?? []), '<rootDir>/tests/setup/e2e-timeout.ts'],
    },
  ],
};

export default config;
