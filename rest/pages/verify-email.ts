import { Hono } from 'hono';
import { html } from '../../src/render/html.js';

/**
 * The page a verification e-mail links to. Opening it changes nothing (mail scanners open links);
 * the button confirms through POST /api/verify_email/{token}.
 */
export const verifyEmailPage = new Hono().get('/:token', (c) => {
  const token = c.req.param('token');
  c.header('content-security-policy', "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'");
  c.header('referrer-policy', 'no-referrer');
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verify your e-mail address</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}button{font:inherit;padding:.5rem;width:100%}</style></head>
<body><h1>Verify your e-mail address</h1><p id="status">Confirm that this address is yours.</p>
<form id="verify" data-token="${token}"><button type="submit">Verify e-mail address</button></form>
<script>
const form = document.getElementById('verify');
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch('/api/verify_email/' + encodeURIComponent(form.dataset.token), { method: 'POST' });
  const b = await r.json();
  document.getElementById('status').textContent = r.ok ? b.email + ' is verified for ' + b.organization + '.' : b.message;
  if (r.ok) form.remove();
});
</script></body></html>`);
});
