import type { Config } from 'jest';

/**
 * The compose suite (`npm run test:compose`): the container stack of docker-compose.yml, built from
 * this clone (scripts/docker/base-images.sh, build.sh) and started as operators start it, then its
 * days after: publishing, faults, backup and restore, an upgrade. One file, in order: the steps share
 * one stack. Needs Docker's daemon (started when none answers) and root.
 */
const config: Config = {
  rootDir: '../..',
  displayName: 'compose',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js' },
  testMatch: ['<rootDir>/tests/compose/**/*.test.ts'],
  maxWorkers: 1,
  testTimeout: 600_000,
  slowTestThreshold: 300,
};

export default config;
