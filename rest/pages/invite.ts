import { Hono } from 'hono';
import { html } from '../../src/render/html.js';

/**
 * The page an invitation e-mail links to: a password form that accepts the invitation through
 * POST /api/invitations/{token}/accept and shows the API key once.
 */
export const invitePage = new Hono().get('/:token', (c) => {
  const token = c.req.param('token');
  c.header(
    'content-security-policy',
    "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'unsafe-inline'; connect-src 'self'",
  );
  return c.html(html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Accept your Overlook invitation</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}input,button{font:inherit;padding:.5rem;width:100%;box-sizing:border-box;margin:.25rem 0}</style></head>
<body><h1>Join Overlook</h1><p id="status">Choose a password to accept the invitation.</p>
<form id="accept" data-token="${token}"><label>Password <input type="password" name="password" minlength="8" required></label>
<button type="submit">Accept invitation</button></form><pre id="key"></pre>
<script>
const form = document.getElementById('accept');
fetch('/api/invitations/' + form.dataset.token).then(r => r.json()).then(b => {
  document.getElementById('status').textContent = b.status === 'pending' ? 'Invitation for ' + b.email + ' to ' + b.organization + '.' : (b.message || 'Invitation ' + b.status + '.');
});
form.addEventListener('submit', async (e) => {
  e.preventDefault();
  const r = await fetch('/api/invitations/' + form.dataset.token + '/accept', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: form.password.value }) });
  const b = await r.json();
  document.getElementById('status').textContent = r.ok ? 'Welcome, ' + b.user.name + '. Your API key (shown once):' : b.message;
  if (r.ok) document.getElementById('key').textContent = b.api_key;
});
</script></body></html>`);
});
