/** Light, dark, or whatever the system prefers (the default). */
export type Theme = 'light' | 'dark' | 'system';

const KEY = 'overlook.theme';

/** The person's choice on this browser: a display preference, the only thing the app stores locally. */
export function storedTheme(): Theme {
  const value = localStorage.getItem(KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Sets the tokens' theme on <html> (tokens.css reads data-theme) and remembers the choice. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  if (theme === 'system') localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, theme);
}
