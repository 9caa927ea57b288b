import type { Config } from 'jest';

const transform: Config['transform'] = {
  '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js',
};

const shared: Config = {
  testEnvironment: 'node',
  transform,
  moduleNameMapper: {
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
      testMatch: ['<rootDir>/{src,server,client}/**/*.test.{ts,tsx}'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/tests/{integration,ssr,contract}/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: [...(shared.setupFilesAfterEnv ?? []), '<rootDir>/tests/setup/block-network.ts'],
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
