import { useEffect, useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';

/**
 * Transitions between pages: `page` when the page changes within a layout, `layout` when the layout
 * changes (the home's slides and the other pages, or another language). Both are out-in: the old page
 * leaves completely before the new one comes in. Visitors who ask for reduced motion get none.
 * Components take Vue's class names: `{name}-leave-active {name}-leave-to` while leaving,
 * `{name}-enter-active {name}-enter-from`, then `{name}-enter-active {name}-enter-to` while entering.
 */

export type TransitionName = 'page' | 'layout';
type Phase = 'leave' | 'enter-from' | 'enter';

/** Each half of a transition; the layout's stylesheet uses the same duration. */
export const TRANSITION_MS = 220;

interface TransitionState {
  name: TransitionName | null;
  phase: Phase | null;
}

const IDLE: TransitionState = { name: null, phase: null };
let state: TransitionState = IDLE;
const listeners = new Set<() => void>();

function set(next: TransitionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The old page (or layout) leaves; resolves once it is out of sight. */
export function leave(name: TransitionName): Promise<void> {
  if (prefersReducedMotion()) return Promise.resolve();
  set({ name, phase: 'leave' });
  return new Promise((resolve) => setTimeout(resolve, TRANSITION_MS));
}

/** The new page (or layout) is rendered: it comes in. Without a transition under way, nothing happens. */
export function enter(): void {
  const { name, phase } = state;
  if (!name || phase !== 'leave') return;
  set({ name, phase: 'enter-from' });
  // Two frames: the first paints the new page at its starting point, the second starts the move.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      set({ name, phase: 'enter' });
      setTimeout(() => {
        if (state.name === name && state.phase === 'enter') set(IDLE);
      }, TRANSITION_MS);
    }),
  );
}

const CLASSES: Record<Phase, string> = {
  leave: 'leave-active {name}-leave-to',
  'enter-from': 'enter-active {name}-enter-from',
  enter: 'enter-active {name}-enter-to',
};

/** The classes of the element that transitions as `name` (none when idle, and on the server). */
export function useTransitionClass(name: TransitionName): string {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
  if (current.name !== name || !current.phase) return '';
  return `${name}-${CLASSES[current.phase].replaceAll('{name}', name)}`;
}

/** The id of the layout route being shown (`layout-default___ru`): a new one means a layout transition. */
export function useLayoutRouteId(): string | undefined {
  return useMatches().find((match) => match.id.startsWith('layout-'))?.id;
}

/** Starts the entering half once a navigation has rendered its page. */
export function useEnterOnNavigation(locationKey: string): void {
  useEffect(() => enter(), [locationKey]);
}

/** Where a navigation goes: which transition it makes, or none (the same page with another query). */
export function transitionFor(target: URL, targetLayoutRouteId: string | undefined): TransitionName | null {
  if (target.pathname === window.location.pathname) return null;
  const shown = document.querySelector('[data-layout-route]')?.getAttribute('data-layout-route');
  return shown && targetLayoutRouteId && shown !== targetLayoutRouteId ? 'layout' : 'page';
}
