import type { Config } from 'jest';

/**
 * The cms suite (`npm run test:cms`): the real CMS (Strapi 5 in cms/) started once, seeded and wired to
 * the production build of the site. Slow by nature, so outside the default projects; one file at a time,
 * since they share the CMS and the site.
 */
const config: Config = {
  rootDir: '../..',
  displayName: 'cms',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js' },
  // As in the root configuration: the workspace packages from their sources, without a build.
  moduleNameMapper: {
    '^@dkg/(content-model|demo-content|strapi-emulator)$': '<rootDir>/packages/$1/src/index.ts',
  },
  testMatch: ['<rootDir>/tests/cms/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/cms/global-setup.ts',
  globalTeardown: '<rootDir>/tests/cms/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/tests/setup/fail-on-console.ts'],
  testSequencer: '<rootDir>/tests/cms/support/sequencer.js',
  maxWorkers: 1,
  testTimeout: 300_000,
  slowTestThreshold: 60,
};

export default config;
