/** Resolves in a later task (a timer), so the work after it is not part of the current task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
