import { startStack } from './support/stack';

/** One CMS, seeded, and the two sites for the whole cms suite (test files run one at a time). */
export default async function globalSetup(): Promise<void> {
  (globalThis as { cmsStack?: unknown }).cmsStack = await startStack();
}
