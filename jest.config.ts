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
      // nock keeps its request interceptor on the global scope for the whole run, on purpose.
      testEnvironmentOptions: { globalsCleanup: 'off' },
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
