/** A data-quality fact as one line: "No placement rows: tick 'Placement data for campaigns' when you create the download." */
import type { DataQualityFact } from './types.js';

export function factLine(fact: Pick<DataQualityFact, 'text' | 'fix'>): string {
  if (!fact.fix) return fact.text;
  const fix = fact.fix.charAt(0).toLowerCase() + fact.fix.slice(1);
  return `${fact.text.replace(/\.$/, '')}: ${fix}`;
}
