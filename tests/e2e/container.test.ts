import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandOf, parseDockerfile, type Stage } from '../support/dockerfile';
import { freePort } from '../support/free-port';
import { waitFor } from '../support/wait-for';

/**
 * No Docker engine runs on the build machines, so this test runs the Dockerfile's own steps, stage by
 * stage, in clean temporary folders: COPY from a clean copy of the repository, RUN as written (the
 * image's /app is the stage's folder), then the CMD of the last stage and its HEALTHCHECK. What Docker
 * alone does — the base image, USER, VOLUME — is not exercised; ownership changes are attempted and
 * may fail quietly when the image's user does not exist here.
 */
const root = path.resolve(__dirname, '../..');

function repositoryFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && fs.existsSync(path.join(root, file)));
}

function copyInto(source: string, target: string) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
}

interface BuiltStage {
  root: string;
  workdir: string;
  env: Record<string, string>;
  cmd?: string[];
  healthcheck?: string[];
}

function runStage(stage: Stage, context: string, built: Map<string, BuiltStage>, work: string): BuiltStage {
  const stageRoot = path.join(work, stage.name);
  const result: BuiltStage = { root: stageRoot, workdir: stageRoot, env: {} };
  fs.mkdirSync(stageRoot, { recursive: true });
  const inImage = (value: string) => value.replace(/(^|\s|=)\/app\b/g, `$1${stageRoot}/app`);
  for (const { keyword, args } of stage.instructions) {
    if (keyword === 'WORKDIR') {
      result.workdir = path.join(stageRoot, args);
      fs.mkdirSync(result.workdir, { recursive: true });
    } else if (keyword === 'ENV') {
      // ENV NAME=value or ENV NAME="value with spaces" (Docker drops the quotes)
      const [name, ...value] = args.split('=');
      result.env[name] = value.join('=').replace(/^"(.*)"$/, '$1');
    } else if (keyword === 'COPY') {
      const parts = args.split(/\s+/);
      const from = parts[0].startsWith('--from=')
        ? built.get(parts.shift()!.slice('--from='.length))
        : undefined;
      const target = parts.pop()!;
      const targetPath = path.resolve(result.workdir, target);
      for (const source of parts) {
        const sourcePath = from ? path.join(from.root, source) : path.join(context, source);
        if (source === '.' && !from) {
          for (const entry of fs.readdirSync(context))
            copyInto(path.join(context, entry), path.join(targetPath, entry));
        } else {
          copyInto(
            sourcePath,
            parts.length > 1 || target.endsWith('/')
              ? path.join(targetPath, path.basename(source))
              : targetPath,
          );
        }
      }
    } else if (keyword === 'RUN') {
      // Cache mounts (`--mount=type=cache,…`) are Docker's: here the machine's own cache serves.
      const command = inImage(args.replace(/^(--mount=\S+\s+)+/, ''));
      const run = spawnSync(
        'bash',
        ['-c', `chown() { command chown "$@" 2>/dev/null || true; }\nset -e\n${command}`],
        {
          cwd: result.workdir,
          env: { ...process.env, NODE_ENV: '', ...result.env, CI: 'true' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      if (run.status !== 0)
        throw new Error(
          `RUN ${args} failed (${run.status}):\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`,
        );
    } else if (keyword === 'CMD') {
      result.cmd = commandOf(args);
    } else if (keyword === 'HEALTHCHECK') {
      result.healthcheck = commandOf(args.slice(args.indexOf('CMD') + 3));
    }
  }
  return result;
}

describe('the container image', () => {
  it(
    'when the Dockerfile steps run in a clean folder, then the server starts from the image and its health check passes',
    async () => {
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'image-'));
      const context = path.join(work, 'context');
      try {
        for (const file of repositoryFiles()) copyInto(path.join(root, file), path.join(context, file));
        const stages = parseDockerfile(path.join(root, 'Dockerfile'));
        expect(stages.map((stage) => stage.name)).toEqual(['build', 'runtime']);
        const built = new Map<string, BuiltStage>();
        for (const stage of stages) built.set(stage.name, runStage(stage, context, built, work));

        const image = built.get('runtime')!;
        expect(image.cmd).toEqual(['node', 'dist/server/index.js']);
        expect(fs.existsSync(path.join(image.workdir, 'node_modules/sharp'))).toBe(false);
        const port = await freePort();
        const imageEnv = {
          PATH: process.env.PATH ?? '',
          ...image.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: path.join(work, 'data'),
        };
        // Without a content service's address the image refuses to start…
        const refused = spawnSync(image.cmd![0], image.cmd!.slice(1), {
          cwd: image.workdir,
          env: imageEnv,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(refused.status).toBe(1);
        expect(refused.stderr).toMatch(/CONTENT_API_URL \(unset\)/);
        // …unless the demo content is asked for by name.
        const env = { ...imageEnv, CONTENT_DEMO: 'true' };
        const server = spawn(image.cmd![0], image.cmd!.slice(1), {
          cwd: image.workdir,
          env,
          stdio: 'ignore',
        });
        try {
          await waitFor(
            'the image healthy',
            () =>
              spawnSync(image.healthcheck![0], image.healthcheck!.slice(1), { env, timeout: 3000 }).status ===
              0,
            { timeoutMs: 30_000, intervalMs: 150 },
          );
          const page = await fetch(`http://127.0.0.1:${port}/el/services/golden-visa`);
          expect(page.status).toBe(200);
          const html = await page.text();
          expect(html).toContain('<html lang="el"');
          const picture = /src="(\/uploads\/[^"]+)"/.exec(html)?.[1];
          expect((await fetch(`http://127.0.0.1:${port}${picture}`)).status).toBe(200);
        } finally {
          server.kill('SIGTERM');
          await new Promise((resolve) => server.once('exit', resolve));
        }
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    },
    30 * 60_000,
  );
});
