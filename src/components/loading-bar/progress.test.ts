import { ProgressController } from './progress';

describe('progress bar', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('when work ends within the 200 ms throttle, then the bar never shows', () => {
    const bar = new ProgressController();
    const seen: boolean[] = [];
    bar.subscribe((state) => seen.push(state.visible));
    bar.start();
    jest.advanceTimersByTime(199);
    bar.finish();
    jest.advanceTimersByTime(1000);
    expect(seen.every((visible) => !visible)).toBe(true);
  });

  it('when work lasts, then the bar shows after 200 ms and creeps toward 100% over about 5 s', () => {
    const bar = new ProgressController();
    bar.start();
    jest.advanceTimersByTime(200);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(2500);
    expect(bar.getState().percent).toBeCloseTo(50, 0);
    jest.advanceTimersByTime(5000);
    expect(bar.getState().percent).toBeLessThan(100);
  });

  it('when it finishes, then it fills and hides 500 ms later', () => {
    const bar = new ProgressController();
    bar.start();
    jest.advanceTimersByTime(1000);
    bar.finish();
    expect(bar.getState()).toMatchObject({ visible: true, percent: 100 });
    jest.advanceTimersByTime(499);
    expect(bar.getState().visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.getState().visible).toBe(false);
  });

  it('when a request fails, then the bar turns to its failed state', () => {
    const bar = new ProgressController();
    bar.start();
    bar.fail();
    expect(bar.getState()).toMatchObject({ visible: true, failed: true, percent: 100 });
  });
});
