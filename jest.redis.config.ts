import type { Config } from 'jest';

/**
 * The Redis suite (`npm run test:redis`): replicas of the production build as processes, sharing a real
 * redis-server on loopback (Debian's, installed by .ci/run). Outside the default projects: it needs the
 * server binary and starts several processes; one file at a time, since they load the machine.
 */
const config: Config = {
  displayName: 'redis',
  testEnvironment: 'node',
  transform: { '^.+\\.tsx?$': '<rootDir>/tests/support/jest-transform.js' },
  moduleNameMapper: {
    '^@dkg/(content-model|demo-content|strapi-emulator)$': '<rootDir>/packages/$1/src/index.ts',
  },
  testMatch: ['<rootDir>/tests/redis/**/*.test.ts'],
  setupFilesAfterEnv: ['<rootDir>/tests/setup/fail-on-console.ts'],
  maxWorkers: 1,
  testTimeout: 120_000,
};

export default config;
