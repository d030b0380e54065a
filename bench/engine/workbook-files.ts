/**
 * The benchmark workbooks (about 2, 10 and 20 MB), generated once and cached under bench/out/.
 * Prefers A2's Amazon-like generator (generateBulkWorkbook) when the fixtures module exports it.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fixtures from '@ads-auditor/audit/fixtures';
import { syntheticFixture } from './synthetic-fixture.js';

export const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'out');

type Generator = (options: { campaigns: number; seed?: number }) => Uint8Array;
const generateBulkWorkbook = (fixtures as unknown as { generateBulkWorkbook?: Generator }).generateBulkWorkbook;

export const GENERATOR = generateBulkWorkbook ? 'generateBulkWorkbook' : 'bench synthetic fixture';

function generate(campaigns: number): Uint8Array {
  if (generateBulkWorkbook) return generateBulkWorkbook({ campaigns, seed: 42 });
  return fixtures.buildBulkWorkbook(syntheticFixture(campaigns));
}

/** Path of a cached workbook of about `megabytes` MB, generating it (by calibration) if needed. */
export function workbookOfSize(megabytes: number): string {
  const tag = generateBulkWorkbook ? 'gen' : 'syn';
  const path = join(OUT_DIR, `engine-${tag}-${megabytes}mb.xlsx`);
  if (existsSync(path)) return path;
  mkdirSync(OUT_DIR, { recursive: true });
  const probeCampaigns = 200;
  const bytesPerCampaign = generate(probeCampaigns).length / probeCampaigns;
  const campaigns = Math.max(1, Math.round((megabytes * 1e6) / bytesPerCampaign));
  writeFileSync(path, generate(campaigns));
  return path;
}
