import { createProgress, formatDuration } from './progress';

describe('progress lines', () => {
  it('when durations are told, then in seconds under a minute and minutes with seconds above', () => {
    expect([
      formatDuration(200),
      formatDuration(45_000),
      formatDuration(70_000),
      formatDuration(120_000),
    ]).toEqual(['1 s', '45 s', '1 min 10 s', '2 min']);
  });

  it('when files are drawn, then a line at most every interval with the time left at the pace since the first picture, none once all is there', () => {
    let now = 0;
    const lines: string[] = [];
    const progress = createProgress({
      total: 1138,
      present: 100,
      intervalMs: 5_000,
      report: (line) => lines.push(line),
      now: () => now,
    });
    now = 6_000;
    progress.add(20);
    now = 8_000;
    progress.add(10);
    now = 28_000;
    progress.add(210);
    now = 29_000;
    progress.add(5);
    expect(lines).toEqual([
      'demo pictures: 120 of 1,138 files',
      'demo pictures: 340 of 1,138 files (1 min 20 s left)',
    ]);
    now = 200_000;
    progress.add(793);
    expect(lines).toHaveLength(2);
    expect(progress.drawn()).toBe(1038);
  });
});
