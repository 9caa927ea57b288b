import { stopStack } from './support/stack';

export default async function globalTeardown(): Promise<void> {
  const processes = (globalThis as { cmsStack?: Parameters<typeof stopStack>[0] }).cmsStack;
  if (processes) await stopStack(processes);
}
