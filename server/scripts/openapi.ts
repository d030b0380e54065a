// Writes server/openapi.json from the route schemas: `npm run openapi -w server`.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatOpenApiDocument, generateOpenApiDocument } from '../src/openapi-document.js';

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'openapi.json');
await fs.writeFile(target, formatOpenApiDocument(await generateOpenApiDocument()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
