// The pieces a change is shown with, in the table and on a phone's cards alike.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MoneyFormatter } from '../../audit-session';
import type { ChangeImpact, VerifiedChange } from '../api/changes-api';
import { GRADE_TEXT, KIND_TEXT } from './change-texts';

/** A change's value as the seller set it: money for bids and budgets, percent for placements, the text otherwise. */
export function valueText(kind: VerifiedChange['kind'], value: number | string | null, formatMoney: MoneyFormatter): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  if (kind === 'placement') return `${value}%`;
  return formatMoney(value);
}

/** The impact measured for a change, if it was applied and measured. */
export const impactOf = (impacts: readonly ChangeImpact[], item: VerifiedChange) =>
  impacts.find((i) => i.item.kind === item.kind && i.item.campaign_id === item.campaign_id && i.item.entity_id === item.entity_id && i.item.subject === item.subject);

/** A change's React key: its kind, campaign and entity (its place in the list when it names none). */
export const changeKey = (item: VerifiedChange, index: number) => `${item.kind}-${item.campaign_id}-${item.entity_id ?? item.subject ?? index}`;

/** What the change's entity is called: its keyword or placement, else its id. */
export const entityText = (item: VerifiedChange) => item.subject ?? item.entity_id ?? '—';

/** 'Bid: SP Valves Exact, 1111' — how a change is named to a screen reader. */
export const changeName = (item: VerifiedChange, campaignName: string) => `${KIND_TEXT[item.kind]}: ${campaignName}, ${entityText(item)}`;

/** The change's grade and its reason; for an applied change the earlier upload of which is gone, why there is none. */
export function WhatItDid({ item, impact }: { item: VerifiedChange; impact: ChangeImpact | undefined }) {
  if (!impact) return <Typography variant="body2" color="text.secondary">{item.status === 'applied' ? 'Not measured: the earlier upload is gone.' : '—'}</Typography>;
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{GRADE_TEXT[impact.grade]}</Typography>
      <Typography variant="caption" color="text.secondary">{impact.reason}</Typography>
    </>
  );
}

/** One figure of a card at phone width: its name over its value, in a definition list. */
export function Figure({ term, value }: { term: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">{term}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}
