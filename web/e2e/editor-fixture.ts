import { afterAll, beforeAll, expect } from 'vitest';
import { buildPgDataSource } from '../../test/factories.js';
import { startTestApp, type TestApp } from '../../test/helpers/app.js';
import { Harness, hasChromium, type Session } from './harness.js';
import { QueryEditorPage } from './pages/query-editor-page.js';
import { SignInPage } from './pages/sign-in-page.js';

/** The editor specs' server, browser and pg data source (live bindings, set by useEditorApp's beforeAll). */
export let app: TestApp;
export let harness: Harness;
/** The data source's global id (the editor's URL and GraphQL name objects by it). */
export let dataSourceId: string;

/** Starts the server (with a pg data source named "Warehouse") and the browser for the calling spec file. */
export function useEditorApp(): void {
  beforeAll(async () => {
    app = await startTestApp();
    const databaseId = (await buildPgDataSource(app, { name: 'Warehouse' })).id;
    const sources = await app.graphql<{ dataSources: { edges: { node: { id: string; databaseId: number } }[] } }>(
      '{ dataSources(first: 100) { edges { node { id databaseId } } } }',
      {},
      app.admin.key,
    );
    dataSourceId = sources.data!.dataSources.edges.find((e) => e.node.databaseId === databaseId)!.node.id;
    if (hasChromium) harness = await Harness.start(app.url);
  });
  afterAll(async () => {
    await harness?.stop();
    await app?.stop();
  });
}

/**
 * react-aria's usePress adds a <style> for `touch-action` on pressables, which the app's CSP refuses
 * (the shell's concern, reported); this is its hash. Every other CSP violation fails the test.
 */
const REACT_ARIA_PRESS_STYLE = 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o=';

export function expectClean(session: Session) {
  expect(session.cspViolations.filter((v) => !v.includes(REACT_ARIA_PRESS_STYLE))).toEqual([]);
  expect(session.blocked).toEqual([]);
  expect(session.pageErrors).toEqual([]);
}

/** A signed-in browser on a new query of the data source. */
export async function openEditor(): Promise<{ session: Session; editor: QueryEditorPage }> {
  const session = await harness.open();
  await session.goto(`/queries/new?ds=${encodeURIComponent(dataSourceId)}`);
  await new SignInPage(session.page).signIn(app.admin.email, app.admin.password);
  const editor = new QueryEditorPage(session.page);
  await editor.sql().waitFor();
  return { session, editor };
}

/** A query's database id (REST's) from its global id. */
export async function databaseIdOf(id: string): Promise<number> {
  const answer = await app.graphql<{ query: { databaseId: number } }>(
    'query ($id: ID!) { query(id: $id) { databaseId } }',
    { id },
    app.admin.key,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.query.databaseId;
}
