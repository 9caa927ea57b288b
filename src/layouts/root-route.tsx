import { Outlet, ScrollRestoration } from 'react-router';

/**
 * The top route: the locale routes below it, and scroll handling (spec §2: scroll resets to the top
 * on navigation, restores on back, and jumps to a hash anchor).
 */
export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
