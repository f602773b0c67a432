import { html, type Html } from '../../src/render/html.js';

export interface UnsubscribePageInput {
  token: string;
  dashboardName: string;
  frequency: string;
  unsubscribed: boolean;
}

/**
 * Content-Security-Policy of the page: its one inline script posts to its own origin only. Images
 * only as data: URLs, for its empty icon (without one, a browser asks for /favicon.ico).
 */
export const UNSUBSCRIBE_PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; connect-src 'self'; form-action 'self'";

/**
 * The page a digest's unsubscribe link opens: it confirms before unsubscribing, because link
 * scanners fetch every link of a message (a GET must change nothing). The button POSTs without
 * cookies, so a signed-in browser does not trip the CSRF check of cookie sessions.
 */
export function unsubscribePage(input: UnsubscribePageInput): Html {
  const name = input.dashboardName;
  const action = `/api/digests/unsubscribe/${encodeURIComponent(input.token)}`;
  const body = input.unsubscribed
    ? html`<p>You are unsubscribed from the ${input.frequency} digest of <strong>${name}</strong>.</p>`
    : html`<p id="status">Stop receiving the ${input.frequency} digest of <strong>${name}</strong>?</p>
<form id="unsubscribe" method="post" action="${action}"><button type="submit">Unsubscribe</button></form>
<script>
const form = document.getElementById('unsubscribe');
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch(form.action, { method: 'POST', credentials: 'omit', headers: { accept: 'application/json' } });
  const b = await r.json().catch(() => ({}));
  document.getElementById('status').textContent = r.ok ? 'You are unsubscribed. No more digests of this dashboard will be sent.' : (b.message || 'Something went wrong.');
  if (r.ok) form.remove();
});
</script>`;
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Unsubscribe from an Overlook digest</title><link rel="icon" href="data:,">
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem 1rem}</style></head>
<body><h1>Overlook digest</h1>${body}</body></html>`;
}
