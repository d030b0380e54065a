// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, test } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const OPENAPI_DOCUMENT = path.resolve(here, '../../../server/openapi.json');
const GENERATED_TYPES = path.join(here, 'api-schema.d.ts');

test('the client types are generated from the current server/openapi.json (npm run gen:api -w web)', async () => {
  const expected = astToString(await openapiTS(fs.readFileSync(OPENAPI_DOCUMENT, 'utf8')));
  const actual = fs.readFileSync(GENERATED_TYPES, 'utf8');
  expect(actual.includes(expected), 'web/src/lib/api-schema.d.ts is out of date: run `npm run gen:api -w web`').toBe(true);
});
