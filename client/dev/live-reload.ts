/**
 * `npm run dev` only (webpack adds this entry in development when DEV_LIVE_RELOAD is set): the page
 * loads itself again once the site was rebuilt and the server restarted. The events come from the
 * development proxy of scripts/dev.ts, on the site's own origin.
 */
const events = new EventSource('/__dev/events');
events.addEventListener('reload', () => {
  events.close();
  window.location.reload();
});
