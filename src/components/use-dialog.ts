import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** The open panels, the last opened on top: only the top one answers the keyboard. */
const openPanels: object[] = [];

/**
 * Keyboard behaviour of a modal panel: Escape closes it, Tab stays inside, focus moves in when it
 * opens (unless it is inside already) and returns to where it was when it closes; the page behind
 * does not scroll.
 */
export function useDialog(
  panel: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  options: { focus?: string; alongside?: string } = {},
): void {
  useEffect(() => {
    if (!open) return;
    const token = {};
    openPanels.push(token);
    const element = panel.current;
    const focused = document.activeElement as HTMLElement | null;
    // A panel found open with the focus inside (opened before the scripts arrived) keeps it there,
    // and gives it back to its opener when it closes.
    const focusedInside = Boolean(element && focused && element.contains(focused));
    const previous = focusedInside
      ? document.querySelector<HTMLElement>(`[aria-controls="${element?.id}"]`)
      : focused;
    const first =
      (options.focus ? element?.querySelector<HTMLElement>(options.focus) : null) ??
      element?.querySelector<HTMLElement>('[autofocus], input:not([type="hidden"])') ??
      element?.querySelector<HTMLElement>(FOCUSABLE);
    // The panel is fixed over the page: moving the focus into it must not scroll the page behind.
    if (!focusedInside) first?.focus({ preventScroll: true });
    document.documentElement.classList.add('has-dialog');

    const onKeyDown = (event: KeyboardEvent) => {
      if (openPanels[openPanels.length - 1] !== token) return;
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const regions = [
        ...(options.alongside ? document.querySelectorAll<HTMLElement>(options.alongside) : []),
        element,
      ];
      const focusable = regions
        .flatMap((region) => [
          ...(region.matches(FOCUSABLE) ? [region] : []),
          ...region.querySelectorAll<HTMLElement>(FOCUSABLE),
        ])
        // What Tab reaches and can be seen: an element taken out of the order (tabindex -1, a form's
        // trap field), hidden by `visibility` or in a closed <details> is left out; moving the focus
        // to it would leave the focus where it was, or put it where nobody sees it.
        .filter((node) => node.tabIndex >= 0 && node.checkVisibility({ checkVisibilityCSS: true }));
      if (focusable.length === 0) return;
      // Tab moves through the panel (and what is left in reach beside it) and nothing else.
      event.preventDefault();
      const at = focusable.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? -1 : 1;
      const next = at === -1 ? (event.shiftKey ? focusable.length - 1 : 0) : at + step;
      const target = focusable[(next + focusable.length) % focusable.length];
      // The whole control comes into view, not only its caret (a text area's first line).
      target.focus({ preventScroll: true });
      target.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openPanels.splice(openPanels.indexOf(token), 1);
      if (openPanels.length === 0) document.documentElement.classList.remove('has-dialog');
      previous?.focus?.();
    };
    // `close` may change identity between renders; the dialog only depends on `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
