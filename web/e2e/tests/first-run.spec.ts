import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirstRunApp, type FirstRunApp } from '../../../test/helpers/first-run.js';
import { Harness, hasChromium } from '../harness.js';
import { SetUpPage } from '../pages/set-up-page.js';
import { Shell } from '../pages/shell.js';

let app: FirstRunApp;
let harness: Harness;

beforeAll(async () => {
  app = await startFirstRunApp();
  if (hasChromium) harness = await Harness.start(app.url);
});
afterAll(async () => {
  await harness?.stop();
  await app?.stop();
});

describe.skipIf(!hasChromium)('first run', () => {
  it('the URL from the start log opens the set-up page; it creates the organization and its admin, signed in, and says how to start', async () => {
    const token = await app.setUpToken();
    expect(token).toBeTruthy();
    const session = await harness.open();
    const { page } = session;
    // Without the token, the page asks for it.
    await session.goto('/');
    const setUp = new SetUpPage(page);
    await setUp.heading().waitFor();
    expect(await page.getByRole('textbox', { name: 'Set-up token' }).count()).toBe(1);
    await session.goto(`/?setup_token=${token}`);
    await setUp.heading().waitFor();
    expect(await page.getByRole('textbox', { name: 'Set-up token' }).count()).toBe(0);
    await session.expectAccessible('set-up page');
    await session.screenshot('first-run');
    await setUp.setUp({ orgName: 'Initech', name: 'Peter Gibbons', email: 'peter@initech.test', password: 'tps-reports-1' });
    await page.getByRole('heading', { name: 'Welcome to Initech' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    // An empty organization is told how to start.
    expect(await page.getByRole('heading', { name: 'Start by connecting a database' }).count()).toBe(1);
    expect(await new Shell(page).navLink('Admin').count()).toBe(1);
    await session.expectAccessible('empty home page');
    await session.screenshot('empty-organization');
    // The token is spent: set-up is over for everyone.
    expect(await app.setUpToken()).toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Initech' }).waitFor();
    // The first minute shows something: the sample data's dashboard opens in the app.
    await page.getByRole('button', { name: 'Add sample data' }).click();
    await page.getByRole('heading', { name: 'Sample dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/dashboards\/[^/]+$/);
    session.expectClean();
    await session.close();
  });
});
