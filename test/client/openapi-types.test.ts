// client/openapi.d.ts is generated from the served OpenAPI document; a change
// to a route or schema without `npm run openapi:types` fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, it } from 'node:test';
import { generateOpenapiTypes, TYPES_FILE } from '../../scripts/openapi-types.ts';

describe('client/openapi.d.ts', () => {
  it('is what `npm run openapi:types` makes from the current /v3/openapi.json', async () => {
    const expected = (await generateOpenapiTypes()).split('\n');
    const actual = fs.readFileSync(TYPES_FILE, 'utf8').split('\n');
    const line = expected.findIndex((text, i) => text !== actual[i]);
    const differs = line !== -1 || actual.length !== expected.length;
    const at = line === -1 ? Math.min(actual.length, expected.length) : line;
    assert.ok(
      !differs,
      `client/openapi.d.ts is stale: run \`npm run openapi:types\`. First difference at line ${at + 1}:\n` +
        `  checked in: ${JSON.stringify(actual[at])}\n  generated:  ${JSON.stringify(expected[at])}`,
    );
  });
});
