/**
 * The session's CSRF token, as the server set it in the readable `csrf_token` cookie beside the
 * HttpOnly session cookie. Read on every request (it changes when a session starts or ends), sent
 * back in X-CSRF-Token over HTTP and in connectionParams over WebSocket. Nothing is kept in storage.
 */
export function csrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'csrf_token') return decodeURIComponent(value.join('='));
  }
  return '';
}
