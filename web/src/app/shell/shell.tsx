import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useRouteContext } from '@tanstack/react-router';
import { isAdmin } from '../../features/session/session-query';
import { isTyping, isSearchShortcut } from './shortcuts';
import './shell.css';

// Out of the entry chunk (the shell's budget): loaded when first opened, or just after first paint.
const GlobalSearch = lazy(() => import('./global-search').then((m) => ({ default: m.GlobalSearch })));
const ShortcutsDialog = lazy(() => import('./shortcuts-dialog').then((m) => ({ default: m.ShortcutsDialog })));
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

/** Around every signed-in page: the navigation landmark, global search, the user menu and `?` help. */
export function Shell() {
  const { session } = useRouteContext({ from: '__root__' });
  const [searching, setSearching] = useState(false);
  const [helping, setHelping] = useState(false);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setSearching(true);
      } else if (event.key === '?' && !isTyping(event)) {
        event.preventDefault();
        setHelping(true);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <Link to="/" className="brand">
          Overlook
        </Link>
        <span className="org-name">{session.organization.name}</span>
        <button
          type="button"
          className="button search-button"
          data-variant="quiet"
          onClick={() => setSearching(true)}
          aria-keyshortcuts="Control+K Meta+K"
        >
          Search <kbd>Ctrl K</kbd>
        </button>
        <Suspense fallback={<span className="user-menu-placeholder">{session.user.name}</span>}>
          <UserMenu session={session} onShowShortcuts={() => setHelping(true)} />
        </Suspense>
      </header>
      <nav className="shell-nav" aria-label="Main">
        <ul>
          <li>
            <Link to="/queries" activeProps={{ 'aria-current': 'page' }}>
              Queries
            </Link>
          </li>
          <li>
            <Link to="/dashboards" activeProps={{ 'aria-current': 'page' }}>
              Dashboards
            </Link>
          </li>
          <li>
            <Link to="/monitors" activeProps={{ 'aria-current': 'page' }}>
              Monitors
            </Link>
          </li>
          {isAdmin(session) || session.permissions.includes('create_data_source') ? (
            <li>
              <Link to="/admin" activeProps={{ 'aria-current': 'page' }}>
                Admin
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Suspense>
        {searching ? <GlobalSearch isOpen onOpenChange={setSearching} /> : null}
        {helping ? <ShortcutsDialog isOpen onOpenChange={setHelping} /> : null}
      </Suspense>
    </div>
  );
}
