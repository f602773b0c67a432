// Prints the generated artefacts that are committed: schema/schema.graphql and rest/openapi.json.
// test/scripts/render-artefacts.test.ts fails when they are stale: run `npm run generate` after changes (it prints
// them twice: openapi.json reads the operation types that codegen makes from the first schema.graphql).
import { writeFileSync } from 'node:fs';
import { renderArtefacts } from './render-artefacts.js';

for (const [path, content] of Object.entries(renderArtefacts())) {
  writeFileSync(new URL(`../${path}`, import.meta.url), content);
  process.stdout.write(`wrote ${path}\n`);
}
process.exit(0);
