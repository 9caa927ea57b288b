export interface StackToken {
  name: string;
  description: string;
  variable: string;
  value: string;
  type: 'read-only' | 'custom';
  permissions: string[];
}
export function stackTokens(strapi: unknown, env?: NodeJS.ProcessEnv): StackToken[];
export function ensureStackAccess(strapi: unknown, env?: NodeJS.ProcessEnv): Promise<void>;
