/** Small hand-made campaigns, notes and a business report for the notes tests. */
import type { AsinMapEntry, AuditNote, Campaign, ParentAsinSummary } from '../../src/index.js';

export function campaign(id: string, name: string, spend: number, sales: number): Campaign {
  return { id, name, type_code: 'SP', metrics: { spend, sales, roas: spend === 0 ? 0 : sales / spend } } as unknown as Campaign;
}

let nextId = 1;
export function note(content: string, target: { campaign_id?: string; parent_asin?: string }, created_at = '2026-01-15 10:00:00'): AuditNote {
  return { id: nextId++, content, created_at, campaign_id: target.campaign_id ?? null, parent_asin: target.parent_asin ?? null };
}

export const CAMPAIGNS = [campaign('1', 'Small', 10, 30), campaign('2', 'Big', 500, 1000), campaign('3', 'No notes', 900, 10), campaign('4', 'Medium', 120.5, 241)];

export const CAMPAIGN_NOTES = {
  '1': [note('Raise bids', { campaign_id: '1' })],
  '2': [note('Newest, with "quotes", commas\nand two lines', { campaign_id: '2' }, '2026-02-01 09:30:00'), note('Older', { campaign_id: '2' })],
  '3': [],
  '4': [note('Pause <b>broad</b> & test', { campaign_id: '4' })],
};

const child = (parent_asin: string, child_asin: string, title: string) => ({ parent_asin, child_asin, title }) as AsinMapEntry;
const summary = (total_spend: number, total_sales: number) => ({ total_spend, total_sales }) as ParentAsinSummary;

export const BUSINESS_REPORT = {
  asin_map: [child('B0PARENT1', 'B0CHILD1', ''), child('B0PARENT1', 'B0CHILD2', 'Brass valve, 1/2 inch'), child('B0PARENT2', 'B0CHILD3', 'Ball valve')],
  parent_asin_summary: { B0PARENT1: summary(20, 400), B0PARENT2: summary(80, 300) },
};

export const PARENT_NOTES = {
  B0PARENT1: [note('Check the title', { parent_asin: 'B0PARENT1' })],
  B0PARENT2: [note('Out of stock in March', { parent_asin: 'B0PARENT2' })],
  B0UNKNOWN: [],
};
