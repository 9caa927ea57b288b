import fs from 'node:fs';

/** One instruction of a Dockerfile, continuation lines joined. */
export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

/** Reads the stages of a Dockerfile (enough of the syntax for ours: no heredocs, no ARG). */
export function parseDockerfile(file: string): Stage[] {
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, keyword, args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [base, , name] = args.split(/\s+/);
      stages.push({ name: name ?? String(stages.length), base, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: upper, args });
    }
  }
  return stages;
}

/** The command of an exec-form (JSON array) or shell-form instruction, as argv. */
export function commandOf(args: string): string[] {
  const trimmed = args.trim();
  if (trimmed.startsWith('[')) return JSON.parse(trimmed) as string[];
  return ['/bin/sh', '-c', trimmed];
}
