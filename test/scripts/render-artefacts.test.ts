import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('generated artefacts', () => {
  it('schema/schema.graphql and rest/openapi.json are up to date (run `npm run generate`)', async () => {
    // Imported once the test environment is set: the app's modules read it when they load.
    const { renderArtefacts } = await import('../../scripts/render-artefacts.js');
    for (const [path, content] of Object.entries(renderArtefacts())) {
      expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'), `${path} is stale`).toBe(content);
    }
  });
});
