import { Link } from '@tanstack/react-router';

/** Any path the app does not know (the server answers it with this page and a 404 status). */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>There is nothing at {location.pathname}. It may have been moved, archived, or never existed.</p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </section>
  );
}
