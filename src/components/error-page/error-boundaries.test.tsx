import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ErrorFallback } from './error-boundaries';
import { NEW_VERSION_ERROR } from './route-error';

/** The last-resort page as the browser shows it when the error page itself cannot be shown. */
function fallbackFor(path: string, error: unknown): string {
  const router = createMemoryRouter(
    [{ id: 'root', path: '*', Component: () => null, ErrorBoundary: ErrorFallback }],
    { initialEntries: [path], hydrationData: { errors: { root: error } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('the last-resort error page in the browser', () => {
  it.each([
    ['/ru/about', 'При показе страницы ошибки произошла ошибка', 'Вернуться на главную', 'href="/ru"'],
    [
      '/el',
      'Παρουσιάστηκε σφάλμα κατά την εμφάνιση της σελίδας σφάλματος',
      'Επιστροφή στην αρχική',
      'href="/el"',
    ],
    ['/about', 'An error occurred while showing the error page', 'Go back to home', 'href="/"'],
  ])(
    'when it shows for %s, then it speaks the language of the address and links to its home',
    (path, title, home, href) => {
      const html = fallbackFor(path, new Error('boom'));
      expect(html).toContain(title);
      expect(html).toContain(home);
      expect(html).toContain(href);
    },
  );

  it.each([
    [
      'a webpack chunk error',
      Object.assign(new Error('Loading CSS chunk 86 failed.'), { name: 'ChunkLoadError' }),
    ],
    [
      'the new-version route error',
      // What the router makes of the `data(NEW_VERSION_ERROR, { status: 503 })` the data strategy throws.
      { status: 503, statusText: 'Service Unavailable', internal: false, data: NEW_VERSION_ERROR },
    ],
  ])(
    'when the cause is %s, then it says so in the visitor’s language, not in webpack’s words',
    (_what, error) => {
      const html = fallbackFor('/ru/partners', error);
      expect(html).toContain('Сайт только что обновился');
      expect(html).not.toMatch(/chunk|Loading/i);
    },
  );
});
