import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('generated artefacts', () => {
  it('schema/schema.graphql and rest/openapi.json are up to date (run `npm run generate`)', async () => {
    const { renderArtefacts } = await import('../../src/artefacts.js');
    const artefacts = await renderArtefacts();
    for (const [path, content] of Object.entries(artefacts)) {
      expect(readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'), `${path} is stale`).toBe(content);
    }
  });
});
