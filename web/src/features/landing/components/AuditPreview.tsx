import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MockBar, MockCard, MockTile, MockWindow } from './MockWindow';

const TABS = ['Summary', 'Campaign Table', 'View Notes', 'Parent ASIN Audit'];

// Sample figures, consistent with each other: ROAS = sales / spend.
const CAMPAIGN_TYPES = [
  { label: 'SP auto', share: 0.31, value: '$14,945', color: '#1D4ED8' },
  { label: 'SP manual', share: 0.41, value: '$19,766', color: '#3B82F6' },
  { label: 'SB', share: 0.19, value: '$9,160', color: '#7C3AED' },
  { label: 'SD', share: 0.09, value: '$4,339', color: '#F59E0B' },
];

const TOP_CAMPAIGNS = [
  { group: 'Top 5', spend: '$18,904', roas: '4.62', share: '39.2%' },
  { group: 'Top 10', spend: '$27,780', roas: '4.41', share: '57.6%' },
  { group: 'Top 20', spend: '$36,640', roas: '4.27', share: '76.0%' },
];

/** The hero's product illustration: the Summary tab of an audited account, with sample data. */
export function AuditPreview() {
  return (
    <MockWindow label="Illustration of the Ads Auditor summary: spend, sales and ROAS of an account, spend by campaign type and top campaigns (sample data)" title="Ads Auditor · bulk-2026-05.xlsx">
      <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 }, mb: 1.75, borderBottom: 1, borderColor: 'divider', overflow: 'hidden' }}>
        {TABS.map((tab, index) => (
          <Typography
            key={tab}
            variant="caption"
            noWrap
            sx={{
              pb: 0.75,
              fontWeight: 700,
              flexShrink: index === 0 ? 0 : 1,
              color: index === 0 ? 'primary.main' : 'text.secondary',
              borderBottom: index === 0 ? 2 : 0,
              borderColor: 'primary.main',
            }}
          >
            {tab}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: { xs: 1, sm: 1.5 }, mb: 1.5 }}>
        <MockTile label="Total Spend" value="$48,210" />
        <MockTile label="Total Sales" value="$201,884" />
        <MockTile label="ROAS" value="4.19" tone="good" />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' }, gap: 1.5 }}>
        <MockCard title="Spend by Campaign Type">
          <Box sx={{ display: 'grid', gap: 1 }}>
            {CAMPAIGN_TYPES.map((row) => (
              <MockBar key={row.label} {...row} />
            ))}
          </Box>
        </MockCard>
        <MockCard title="Top Campaigns by Spend">
          <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { fontSize: 11, py: 0.4, textAlign: 'right' }, '& td:first-of-type, & th:first-of-type': { textAlign: 'left' } }}>
            <thead>
              <Box component="tr" sx={{ color: 'text.secondary' }}>
                <th>Group</th>
                <th>Spend</th>
                <th>ROAS</th>
                <th>% spend</th>
              </Box>
            </thead>
            <tbody>
              {TOP_CAMPAIGNS.map((row) => (
                <tr key={row.group}>
                  <td>{row.group}</td>
                  <td>{row.spend}</td>
                  <td>{row.roas}</td>
                  <td>{row.share}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </MockCard>
      </Box>
    </MockWindow>
  );
}
