// The OpenAPI document as the routes declare it, produced without listening or touching the
// real data directory (scripts/openapi.ts writes it to server/openapi.json for the web client).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

export async function generateOpenApiDocument(): Promise<unknown> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ads-auditor-openapi-'));
  // A fixed environment, so the document never depends on the machine it is generated on.
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export const formatOpenApiDocument = (document: unknown): string => `${JSON.stringify(document, null, 2)}\n`;
