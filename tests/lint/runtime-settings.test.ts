import fs from 'node:fs';
import path from 'node:path';
import { parseDockerfile } from '../support/dockerfile';
import { ConfigError, loadConfig } from '../../server/config';
import { demoEnv, serverEnv, serverFlags } from '../support/production-server';

/**
 * The server's memory depends on how it is started (the heap's bounds, the allocator's threshold):
 * the image, `npm start` and the tests' production server (which the memory bench measures) start it
 * the same way.
 */
const root = path.resolve(__dirname, '../..');

/** `KEY=value` and `KEY="value"` pairs of an ENV instruction or of a shell command's prefix. */
function assignments(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of text.matchAll(/([A-Z_][A-Z0-9_]*)=(?:"([^"]*)"|(\S+))/g)) {
    found[match[1]] = match[2] ?? match[3];
  }
  return found;
}

function imageEnvironment(): Record<string, string> {
  const runtime = parseDockerfile(path.join(root, 'Dockerfile')).find((stage) => stage.name === 'runtime');
  if (!runtime) throw new Error('The Dockerfile has no runtime stage');
  return Object.assign(
    {},
    ...runtime.instructions.filter((step) => step.keyword === 'ENV').map((step) => assignments(step.args)),
  ) as Record<string, string>;
}

/** The environment and the flags of the command `npm start` runs the server with. */
function startCommand(): { env: Record<string, string>; flags: string[] } {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const command = scripts.start
    .split('&&')
    .map((part) => part.trim())
    .find((part) => part.includes('dist/server/index.js'));
  if (!command) throw new Error(`npm start does not run the server: ${scripts.start}`);
  const words = command.split(/\s+/);
  const node = words.indexOf('node');
  return {
    env: assignments(words.slice(0, node).join(' ')),
    flags: words.slice(node + 1, words.indexOf('dist/server/index.js')),
  };
}

describe('how the server is started', () => {
  it('when the image starts the server, then its heap flags and allocator settings are those the tests measure', () => {
    const { NODE_OPTIONS: nodeOptions, ...env } = imageEnvironment();
    expect(nodeOptions.split(/\s+/)).toEqual(serverFlags);
    expect(env).toMatchObject(serverEnv);
  });

  it('when npm start starts the server, then its heap flags and allocator settings are those the tests measure', () => {
    const { env, flags } = startCommand();
    expect(flags).toEqual(serverFlags);
    expect(env).toEqual({ ...serverEnv, ...demoEnv });
  });

  it('when the image starts without CONTENT_API_URL, then it refuses; npm start serves the embedded demo', () => {
    const image = imageEnvironment();
    expect(image.NODE_ENV).toBe('production');
    expect(() => loadConfig(image)).toThrow(ConfigError);
    expect(() => loadConfig(image)).toThrow(/CONTENT_API_URL/);
    expect(loadConfig({ ...image, CONTENT_API_URL: 'http://cms:1337' }).contentApiUrl).toBe(
      'http://cms:1337',
    );
    expect(loadConfig({ ...image, CONTENT_DEMO: 'true' }).contentApiUrl).toBeUndefined();
    // server/index.ts makes npm start's NODE_ENV production too
    expect(loadConfig({ NODE_ENV: 'production', ...startCommand().env }).contentApiUrl).toBeUndefined();
  });

  it('when the allocator is told to map large blocks on their own, then the threshold is a fixed size glibc accepts', () => {
    // glibc ignores a threshold above 32 MB (HEAP_MAX / 2 on 64 bits) and keeps adjusting it itself.
    const threshold = Number(serverEnv.MALLOC_MMAP_THRESHOLD_);
    expect(Number.isInteger(threshold)).toBe(true);
    expect(threshold).toBeGreaterThan(0);
    expect(threshold).toBeLessThanOrEqual(32 * 2 ** 20);
  });
});
