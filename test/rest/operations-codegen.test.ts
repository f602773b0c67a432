import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen.js';

describe('typed REST operations', () => {
  it('rest/operations/generated/graphql.ts is what codegen makes of the documents and schema.graphql (run `npm run generate`)', async () => {
    const outputs = await generate({ ...config, cwd: new URL('../../', import.meta.url).pathname }, false);
    expect(outputs).toHaveLength(1);
    const [output] = outputs;
    expect(output.filename).toMatch(/rest\/operations\/generated\/graphql\.ts$/);
    expect(readFileSync(new URL('../../rest/operations/generated/graphql.ts', import.meta.url), 'utf8'), 'generated types are stale').toBe(
      output.content,
    );
  });
});
