import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keyboard behaviour of a modal panel: Escape closes it, Tab stays inside, focus moves in when it
 * opens and returns to where it was when it closes; the page behind does not scroll.
 */
export function useDialog(panel: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const element = panel.current;
    const first =
      element?.querySelector<HTMLElement>('[autofocus], input') ??
      element?.querySelector<HTMLElement>(FOCUSABLE);
    // The panel is fixed over the page: moving the focus into it must not scroll the page behind.
    first?.focus({ preventScroll: true });
    document.documentElement.classList.add('has-dialog');

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        return;
      }
      if (event.key !== 'Tab' || !element) return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (node) => node.offsetParent !== null,
      );
      if (focusable.length === 0) return;
      const [head, tail] = [focusable[0], focusable[focusable.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove('has-dialog');
      previous?.focus?.();
    };
    // `close` may change identity between renders; the dialog only depends on `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
