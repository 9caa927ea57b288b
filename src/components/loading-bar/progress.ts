/** The global progress bar's timings. */
const PROGRESS_THROTTLE_MS = 200;
const PROGRESS_DURATION_MS = 5000;
const PROGRESS_TICK_MS = 100;
const PROGRESS_HIDE_DELAY_MS = 500;

export interface ProgressState {
  visible: boolean;
  percent: number;
  failed: boolean;
}

type Listener = (state: ProgressState) => void;

/**
 * The global progress bar: it starts after a 200 ms throttle (quick work never shows it),
 * creeps toward 100% over about 5 s, turns to a failed state on a request error and hides 500 ms
 * after finishing.
 */
export class ProgressController {
  private state: ProgressState = { visible: false, percent: 0, failed: false };
  private readonly listeners = new Set<Listener>();
  private throttle?: ReturnType<typeof setTimeout>;
  private ticker?: ReturnType<typeof setInterval>;
  private hider?: ReturnType<typeof setTimeout>;
  private running = false;

  getState(): ProgressState {
    return this.state;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    clearTimeout(this.hider);
    this.set({ visible: false, percent: 0, failed: false });
    this.throttle = setTimeout(() => {
      this.set({ visible: true, percent: 0, failed: false });
      const step = 100 / (PROGRESS_DURATION_MS / PROGRESS_TICK_MS);
      this.ticker = setInterval(() => {
        this.set({ ...this.state, percent: Math.min(this.state.percent + step, 99) });
      }, PROGRESS_TICK_MS);
    }, PROGRESS_THROTTLE_MS);
  }

  fail(): void {
    this.set({ ...this.state, visible: true, failed: true });
    this.finish();
  }

  finish(): void {
    if (!this.running && !this.state.visible) return;
    this.running = false;
    clearTimeout(this.throttle);
    clearInterval(this.ticker);
    if (!this.state.visible) return;
    this.set({ ...this.state, percent: 100 });
    this.hider = setTimeout(
      () => this.set({ visible: false, percent: 0, failed: false }),
      PROGRESS_HIDE_DELAY_MS,
    );
  }

  private set(state: ProgressState): void {
    this.state = state;
    this.listeners.forEach((listener) => listener(state));
  }
}

/** The page's progress bar, shared by navigation and the client's data requests. */
export const progress = new ProgressController();
