import { useLayoutEffect, type Dispatch, type SetStateAction } from 'react';

/**
 * What a visitor does to the server's HTML before the page's scripts arrive (text typed, a choice
 * made, a box ticked, a panel opened, autofill, a form the browser restored) is where a component's
 * state starts. React hydrates a control leaving its value in the page, but the state keeps the
 * server's: the next render of the form would write the server's value back over the visitor's, and
 * a submit would send the server's. So the state is read from the page as the component mounts —
 * in the commit itself, before any later input: text typed while the page hydrates is read too (a key
 * pressed then makes React finish hydrating at once, and its commit reads the page). A component
 * rendered in the browser reads back what it rendered, and nothing changes.
 *
 * `read` returns the state as the page shows it, or `current` itself when the page shows that (so
 * nothing renders again).
 */
export function useStartFromPage<T>(setState: Dispatch<SetStateAction<T>>, read: (current: T) => T): void {
  useLayoutEffect(() => {
    setState((current) => read(current));
    // Once, as the component mounts: afterwards the state is the page's source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image']);

function isTextField(element: unknown): element is TextField {
  return (
    element instanceof HTMLTextAreaElement ||
    (element instanceof HTMLInputElement && !NOT_TEXT.has(element.type))
  );
}

/** The text the visitor gave each text field, from before the page hydrated on. */
const typed = new WeakMap<TextField, string>();

/**
 * Records what the visitor has typed so far, and types from now on: called before the page hydrates
 * (client/hydrate.tsx). Hydrating a text area that came with text from the server (a property's
 * enquiry) puts that text back in the field over what the visitor typed; the record keeps it.
 */
export function recordTyping(): void {
  for (const field of document.querySelectorAll('input, textarea')) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  // In the capture phase, so that a key pressed while the page hydrates is recorded before React
  // finishes hydrating for it.
  document.addEventListener(
    'input',
    (event) => {
      if (isTextField(event.target)) typed.set(event.target, event.target.value);
    },
    true,
  );
}

/** A text field's text as the visitor left it. */
export function shownText(field: TextField): string {
  return typed.get(field) ?? field.value;
}

/** A named control's value as the visitor left it: a box not ticked is no value, a radio group its choice. */
function valueOf(control: Element | RadioNodeList): string | undefined {
  if (control instanceof RadioNodeList) return control.value;
  if (isTextField(control)) return shownText(control);
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    return control.checked ? control.value : '';
  }
  if (control instanceof HTMLSelectElement) return control.value;
  return undefined;
}

/**
 * The values of a form's controls named in `current`, as the page shows them; `current` itself when
 * none differs. A name the form lacks keeps its value.
 */
export function controlValues<K extends string>(
  form: HTMLFormElement | null,
  current: Record<K, string>,
): Record<K, string> {
  if (!form) return current;
  let next = current;
  for (const name of Object.keys(current) as K[]) {
    const control = form.elements.namedItem(name);
    const value = control ? valueOf(control) : undefined;
    if (value !== undefined && value !== current[name]) next = { ...next, [name]: value };
  }
  return next;
}
