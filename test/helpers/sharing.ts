import type { ManualClock } from '../../src/clock.js';
import { buildUser } from '../factories.js';
import { startTestApp, type TestApp } from './app.js';
import { installManualClock } from './clock.js';

export interface SharingApp {
  app: TestApp;
  /** May create, edit and share dashboards. */
  editor: { key: string };
  /** May only view. */
  viewer: { key: string };
  /** The process clock: public links expire and their views are logged by it. */
  clock: ManualClock;
  stop(): Promise<void>;
}

/** The set-up of the public-link tests: the app, an editor who shares, a viewer, and the clock held at `start`. */
export async function startSharingApp(start: Date): Promise<SharingApp> {
  const app = await startTestApp();
  const editor = await buildUser(app, { permissions: ['view_query', 'create_dashboard', 'edit_dashboard', 'share_dashboard'] });
  const viewer = await buildUser(app, { permissions: ['view_query'] });
  const { clock, restore } = await installManualClock(start);
  return {
    app,
    editor,
    viewer,
    clock,
    async stop() {
      restore();
      await app.stop();
    },
  };
}
