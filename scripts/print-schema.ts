// Prints the generated artefacts that are committed: schema/schema.graphql and rest/openapi.json.
// test/schema/artefacts.test.ts fails when they are stale: run `npm run generate` after changes.
import { writeFileSync } from 'node:fs';
import { renderArtefacts } from '../src/artefacts.js';

const artefacts = await renderArtefacts();
for (const [path, content] of Object.entries(artefacts)) {
  writeFileSync(new URL(`../${path}`, import.meta.url), content);
  process.stdout.write(`wrote ${path}\n`);
}
process.exit(0);
