// Writes packages/client/src/openapi.d.ts: TypeScript types of the API,
// generated with openapi-typescript from the OpenAPI document
// (`npm run openapi:types`).
// Clients import `paths` (for openapi-fetch) and the named types
// (`components['schemas']['WebhookEndpoint']`). test/client/openapi-types.test.ts
// fails when the checked-in file differs from what this makes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { openapiDocument } from '../src/app.ts';

export const TYPES_FILE = path.resolve(import.meta.dirname, '../packages/client/src/openapi.d.ts');

const HEADER = `// Types of the recruiting-api HTTP API, generated from its OpenAPI document.
// Do not edit: run \`npm run openapi:types\` after changing a route or a schema.
`;

export async function generateOpenapiTypes(): Promise<string> {
  const document = await openapiDocument();
  // The document is JSON already; openapi-typescript's input type is its own OpenAPI 3 model.
  const ast = await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(TYPES_FILE, await generateOpenapiTypes());
  process.stdout.write(`wrote ${path.relative(process.cwd(), TYPES_FILE)}\n`);
}
