/**
 * The drawn pictures kept outside the clone, shared by every clone and run on the machine. A file's
 * name holds the hash of its spec and of the generator's version, so a complete file under a name is
 * always the right picture. Files arrive under a temporary name and are renamed: a reader sees a whole
 * file or none, and a file that is not whole anyway (a disk full, a copy cut short) is not used.
 */
import {
  closeSync,
  copyFileSync,
  fstatSync,
  linkSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join } from 'node:path';

/** `${XDG_CACHE_HOME:-$HOME/.cache}/dkg-website/demo-media`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  const base =
    env.XDG_CACHE_HOME && isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : join(homedir(), '.cache');
  return join(base, 'dkg-website', 'demo-media');
}

/** A name in the same folder that no reader asks for (express.static ignores dot files). */
export function temporaryName(dir: string, name: string): string {
  return join(dir, `.${name}.${process.pid}.tmp`);
}

/** Hard link when both folders are on one file system, a copy otherwise; then rename into place. */
function linkOrCopy(from: string, dir: string, name: string): void {
  const temp = temporaryName(dir, name);
  try {
    try {
      linkSync(from, temp);
    } catch {
      copyFileSync(from, temp);
    }
    renameSync(temp, join(dir, name));
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Puts the cached copy of `name` into `outDir`; false when the cache has no complete copy. */
export function restoreFromCache(cacheDir: string, outDir: string, name: string): boolean {
  const cached = join(cacheDir, name);
  if (!isComplete(cached)) return false;
  linkOrCopy(cached, outDir, name);
  return true;
}

/** Keeps a drawn file in the cache. The cache only saves time: when it cannot be written, it is skipped. */
export function keepInCache(cacheDir: string, drawnFile: string, name: string): void {
  try {
    mkdirSync(cacheDir, { recursive: true });
    linkOrCopy(drawnFile, cacheDir, name);
  } catch {
    // a read-only or full disk: the next run draws again
  }
}

/**
 * Whether a file is there and whole, by what each format says about its own end: a WebP gives its
 * length in its header, a JPEG ends with its end-of-image mark, an SVG with `</svg>`, a PDF with `%%EOF`.
 */
export function isComplete(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return false;
  }
  try {
    const size = fstatSync(fd).size;
    const read = (position: number, length: number) => {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      readSync(fd, buffer, 0, buffer.length, position);
      return buffer;
    };
    if (file.endsWith('.jpg')) {
      const head = read(0, 2);
      const end = read(Math.max(0, size - 2), 2);
      return (
        head.length === 2 &&
        head.readUInt16BE(0) === 0xffd8 &&
        end.length === 2 &&
        end.readUInt16BE(0) === 0xffd9
      );
    }
    if (file.endsWith('.webp')) {
      const head = read(0, 12);
      return (
        head.length === 12 &&
        head.toString('latin1', 0, 4) === 'RIFF' &&
        head.toString('latin1', 8, 12) === 'WEBP' &&
        head.readUInt32LE(4) + 8 === size
      );
    }
    const tail = read(Math.max(0, size - 64), 64)
      .toString('latin1')
      .trimEnd();
    if (file.endsWith('.svg')) return tail.endsWith('</svg>');
    if (file.endsWith('.pdf')) return tail.endsWith('%%EOF');
    return size > 0;
  } finally {
    closeSync(fd);
  }
}
