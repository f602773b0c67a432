import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/tokens.css';
import './ui/base.css';
import { applyTheme, storedTheme } from './app/theme';
import { App } from './app/app';

// Before the first paint: the chosen theme (no inline script may do it, under the CSP).
applyTheme(storedTheme());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
