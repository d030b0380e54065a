// The changes of the plan at phone width: one card per change, its proposed and found values and
// its status in view without scrolling sideways.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMoney } from '../../audit-session';
import type { ChangeImpact, VerifiedChange } from '../api/changes-api';
import { changeKey, changeName, entityText, Figure, impactOf, valueText, WhatItDid } from './change-parts';
import { KIND_TEXT, STATUS_COLOR, STATUS_TEXT } from './change-texts';

export function ChangeCards({ items, impacts, campaignNames }: { items: VerifiedChange[]; impacts: ChangeImpact[]; campaignNames: Map<string, string> }) {
  const formatMoney = useMoney();
  return (
    <Stack spacing={1.5} role="list" aria-label="Changes of the plan">
      {items.map((item, index) => {
        const campaign = campaignNames.get(item.campaign_id) ?? item.campaign_id;
        return (
          <Paper key={changeKey(item, index)} variant="outlined" role="listitem" sx={{ p: 1.5, minWidth: 0 }}>
            <Box role="article" aria-label={changeName(item, campaign)}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="subtitle2" component="h3">{KIND_TEXT[item.kind]}</Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{campaign}</Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{entityText(item)}</Typography>
                </Box>
                <Chip size="small" variant="outlined" color={STATUS_COLOR[item.status]} label={STATUS_TEXT[item.status]} sx={{ flexShrink: 0 }} />
              </Stack>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: 1, my: 1 }}>
                <Figure term="Before" value={valueText(item.kind, item.before, formatMoney)} />
                <Figure term="Proposed" value={valueText(item.kind, item.expected, formatMoney)} />
                <Figure term="Found" value={valueText(item.kind, item.found, formatMoney)} />
              </Box>
              <WhatItDid item={item} impact={impactOf(impacts, item)} />
            </Box>
          </Paper>
        );
      })}
    </Stack>
  );
}
