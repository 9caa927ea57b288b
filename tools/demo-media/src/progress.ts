/** How far the drawing is, in lines for people: "demo pictures: 340 of 1,138 files (1 min 10 s left)". */

export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
}

export interface ProgressOptions {
  /** Files of the whole library. */
  total: number;
  /** Files already there when the drawing starts. */
  present: number;
  /** The shortest time between two lines. */
  intervalMs: number;
  report: (line: string) => void;
  now?: () => number;
}

export interface Progress {
  /** Counts the files of a drawn picture; reports a line when the last one is old enough. */
  add(files: number): void;
  /** Files drawn since the start. */
  drawn(): number;
  /** Time since the start. */
  elapsedMs(): number;
}

/**
 * The time left is told at the pace since the first picture drawn: what comes before it (starting the
 * workers, a busy machine at the site's start) says nothing about the pace.
 */
export function createProgress(options: ProgressOptions): Progress {
  const now = options.now ?? Date.now;
  const started = now();
  let lastLine = started;
  let drawn = 0;
  let first: { time: number; drawn: number } | undefined;
  return {
    add(files) {
      drawn += files;
      const time = now();
      first ??= { time, drawn };
      const present = options.present + drawn;
      if (time - lastLine < options.intervalMs || present >= options.total) return;
      lastLine = time;
      const pace = (time - first.time) / (drawn - first.drawn);
      const left = Number.isFinite(pace) ? ` (${formatDuration(pace * (options.total - present))} left)` : '';
      options.report(`demo pictures: ${formatCount(present)} of ${formatCount(options.total)} files${left}`);
    },
    drawn: () => drawn,
    elapsedMs: () => now() - started,
  };
}
