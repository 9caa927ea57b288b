import type { Config } from 'jest';

/**
 * The cms suite (`npm run test:cms`): the real CMS (Strapi 5 in cms/) started once, seeded and wired to
 * the production build of the site. Slow by nature, so outside the default projects; one file at a time,
 * since they share the CMS and the site. The workspace packages are the built ones (npm run
 * build:packages), as for `npm run cms:seed` and the pictures of `npm run media`: no moduleNameMapper.
 */
const config: Config = {
  rootDir: '../..',
  displayName: 'cms',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js' },
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
