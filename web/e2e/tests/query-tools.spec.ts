import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPgDataSource } from '../../../test/factories.js';
import { gid } from '../../../test/helpers/global-id.js';
import { app, expectClean, harness, useEditorApp } from '../editor-fixture.js';
import { hasChromium } from '../harness.js';
import { QueryEditorPage } from '../pages/query-editor-page.js';
import { SignInPage } from '../pages/sign-in-page.js';
// Points the pg connector at the test server, which also holds Overlook's metadata database.
vi.hoisted(() => {
  process.env.OUTBOUND_ALLOW_METADATA_DATABASE = 'true';
});

useEditorApp();

/** A connector to the test's own metadata database: real tables (users, queries, ...) for the schema browser and autocomplete. */
let metadataSource: string;
/** An OpenAI-compatible Chat Completions endpoint on loopback that answers one SQL block. */
let model: Server;
let modelUrl: string;

beforeAll(async () => {
  const dbname = new URL(app.databaseUrl).pathname.slice(1);
  metadataSource = gid('DataSource', (await buildPgDataSource(app, { name: 'Metadata', dbname })).id);
  model = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const content = 'Counts them:\n```sql\nSELECT count(*) AS people FROM users\n```';
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((done) => model.listen(0, '127.0.0.1', done));
  modelUrl = `http://127.0.0.1:${(model.address() as { port: number }).port}/v1`;
});

afterAll(async () => {
  model?.closeAllConnections();
  await new Promise<void>((done) => (model ? model.close(() => done()) : done()));
});

async function open(ds = metadataSource) {
  const session = await harness.open();
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await session.goto(`/queries/new?ds=${encodeURIComponent(ds)}`);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  const editor = new QueryEditorPage(session.page);
  await editor.sql().waitFor();
  return { session, editor, page: session.page };
}

interface QueryState {
  name: string;
  query: string;
  tags: string[];
  isFavorite: boolean;
  isArchived: boolean;
  workingVersion: number;
}

async function queryState(id: string): Promise<QueryState> {
  const answer = await app.graphql<{ query: QueryState }>(
    'query ($id: ID!) { query(id: $id) { name query tags isFavorite isArchived workingVersion } }',
    { id },
    app.admin.key,
  );
  return answer.data!.query;
}

describe.skipIf(!hasChromium)('the query editor’s tools', () => {
  it('the schema browser and autocomplete name real tables, "Format SQL" formats through sql-formatter, cells and rows copy, and the four downloads answer', async () => {
    const { session, editor, page } = await open();

    // The schema browser searches the data source's tables; choosing one inserts it at the cursor.
    await editor.write('SELECT count(*) FROM ');
    await page.getByLabel('Search schema').fill('users');
    const names = editor.schemaList();
    await expect.poll(() => names.getByRole('button', { name: 'users', exact: true }).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await names.getByRole('button', { name: 'users', exact: true }).first().click();
    await expect.poll(() => editor.lines()).toEqual(['SELECT count(*) FROM users']);

    // Autocomplete offers the schema's tables and the columns of the table in the statement.
    await editor.write('SELECT id FROM users WHERE em');
    const completion = page.getByRole('listbox').filter({ has: page.getByRole('option', { name: /email/ }) });
    await expect.poll(() => completion.count(), { timeout: 15_000 }).toBe(1);
    // CodeMirror takes no Enter in the first 75 ms of an open list (its interactionDelay), so a
    // fast typist's Enter is a new line; the poll can see the list sooner than that.
    await page.waitForTimeout(150);
    await page.keyboard.press('Enter');
    await expect.poll(() => editor.lines()).toEqual(['SELECT id FROM users WHERE email']);

    await editor.write("select id,email from users where email like '%@%' order by id");
    await editor.button('Format SQL').click();
    await expect
      .poll(() => editor.lines())
      .toEqual(['SELECT', '  id,', '  email', 'FROM', '  users', 'WHERE', "  email LIKE '%@%'", 'ORDER BY', '  id']);

    await editor.write("SELECT 1.5 AS a, 'x y' AS b, NULL AS c");
    await editor.runAndWait('1');
    await editor.rowCells(2).nth(1).click();
    await page.getByRole('button', { name: 'Copy cell' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('x y');
    await page.getByRole('button', { name: 'Copy row' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1.5\tx y\t');
    // By keyboard: Ctrl/Cmd+C on the focused cell.
    await editor.rowCells(2).first().click();
    await page.keyboard.press('ControlOrMeta+c');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('1.5');
    // Up to its header, Alt+Right widens the column (the cells follow).
    await page.keyboard.press('ArrowUp');
    const header = editor.grid().getByRole('columnheader', { name: 'a', exact: true });
    await expect.poll(() => header.evaluate((el) => el === document.activeElement)).toBe(true);
    const before = (await header.boundingBox())!.width;
    await page.keyboard.press('Alt+ArrowRight');
    await page.keyboard.press('Alt+ArrowRight');
    await expect.poll(async () => Math.round((await header.boundingBox())!.width - before)).toBe(32);
    expect(Math.round((await editor.rowCells(2).first().boundingBox())!.width)).toBe(Math.round(before + 32));

    // The downloads answer the rows in each format, with the session cookie.
    const downloads: Record<string, { type: RegExp; body: (bytes: Buffer) => void }> = {
      CSV: { type: /^text\/csv/, body: (b) => expect(b.toString()).toMatch(/^a,b,c\r?\n1\.5,x y,\r?\n?$/) },
      TSV: { type: /^text\/tab-separated-values/, body: (b) => expect(b.toString()).toMatch(/^a\tb\tc\r?\n1\.5\tx y\t\r?\n?$/) },
      XLSX: { type: /spreadsheetml/, body: (b) => expect(b.subarray(0, 2).toString()).toBe('PK') },
      JSON: { type: /json/, body: (b) => expect(JSON.parse(b.toString()).query_result.data.rows).toEqual([{ a: 1.5, b: 'x y', c: null }]) },
    };
    for (const [label, check] of Object.entries(downloads)) {
      const href = await page.getByRole('link', { name: label, exact: true }).getAttribute('href');
      const response = await page.request.get(`${app.url}${href}`);
      expect(response.status(), label).toBe(200);
      expect(response.headers()['content-type'], label).toMatch(check.type);
      check.body(await response.body());
    }
    expectClean(session);
    await session.close();
  });

  it('saves tags, favorites, shows the version history with a diff and restores, forks and archives', async () => {
    const { session, editor, page } = await open();
    await editor.write('SELECT 1 AS one');
    await page.getByLabel('Query name').fill('Tools e2e');
    await page.getByLabel('Tags').fill('finance, weekly');
    await editor.button('Save').click();
    const id = await editor.openedId();
    await expect.poll(async () => (await queryState(id)).tags).toEqual(['finance', 'weekly']);

    const favorite = page.getByRole('button', { name: /Favorite/ });
    expect(await favorite.getAttribute('aria-pressed')).toBe('false');
    await favorite.click();
    await expect.poll(() => favorite.getAttribute('aria-pressed')).toBe('true');
    expect((await queryState(id)).isFavorite).toBe(true);

    await editor.write('SELECT 2 AS two');
    await editor.button('Save').click();
    await expect.poll(async () => (await queryState(id)).workingVersion).toBe(2);
    await editor.write('SELECT 2 AS two\nUNION ALL SELECT 3');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('combobox', { name: 'Version' }).selectOption('1');
    const diff = history.getByLabel('Differences');
    await expect
      .poll(() => diff.locator('div').allTextContents())
      .toEqual(['− removed: SELECT 1 AS one', '+ added: SELECT 2 AS two', '+ added: UNION ALL SELECT 3']);
    await session.expectAccessible('version history');
    await history.getByRole('button', { name: 'Restore this version' }).click();
    await expect.poll(() => editor.lines()).toEqual(['SELECT 1 AS one']);

    // Fork: a copy of the saved query opens; Archive (confirmed) takes it out of the lists.
    await page.getByRole('button', { name: 'Fork' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/queries/') && !url.pathname.endsWith(encodeURIComponent(id)));
    const forkId = await editor.openedId();
    expect(forkId).not.toBe(id);
    await expect.poll(() => page.getByLabel('Query name').inputValue()).toMatch(/Tools e2e/);
    expect((await queryState(forkId)).query).toBe('SELECT 2 AS two');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Archive' }).click();
    await page.waitForURL((url) => url.pathname === '/queries');
    expect((await queryState(forkId)).isArchived).toBe(true);
    expect((await queryState(id)).isArchived).toBe(false);
    expectClean(session);
    await session.close();
  });

  it('offers the AI SQL prompt only when the organization has it set up; the generated SQL is inserted, never run', async () => {
    const first = await open();
    await first.editor.write('SELECT 1');
    await expect.poll(() => first.page.getByRole('button', { name: 'Run' }).isEnabled()).toBe(true);
    expect(await first.page.getByLabel('Describe the query for AI').count()).toBe(0);
    await first.session.close();

    const configured = await app.request('PUT', '/api/settings/ai', {
      key: app.admin.key,
      body: { enabled: true, base_url: modelUrl, model: 'sql-coder' },
    });
    expect(configured.status).toBe(200);
    const { session, editor, page } = await open();
    const prompt = page.getByLabel('Describe the query for AI');
    await prompt.waitFor();
    await prompt.fill('How many people are there?');
    await page.getByRole('button', { name: 'Generate SQL' }).click();
    await expect.poll(() => editor.lines()).toEqual(['SELECT count(*) AS people FROM users']);
    expect(await page.locator('.ai-prompt [role="status"]').textContent()).toBe('Counts them:');
    expect(await editor.status().textContent()).toBe('');
    await session.expectAccessible('editor with the AI prompt');
    expectClean(session);
    await session.close();
  });
});
