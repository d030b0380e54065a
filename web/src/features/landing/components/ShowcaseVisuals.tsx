// Drawn product views for the four showcases (sample data; see MockWindow).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MockBar, MockCard, MockTile, MockWindow } from './MockWindow';

// A pill's text sits on a 10% tint of its own colour: only -700 shades keep 4.5:1 contrast at 10 px.
function Pill({ children, color = '#1D4ED8' }: { children: string; color?: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-block', px: 0.9, py: 0.15, borderRadius: 5, fontSize: 10, fontWeight: 700, color, bgcolor: `${color}1A`, whiteSpace: 'nowrap' }}>
      {children}
    </Box>
  );
}

function Row({ cells, strong }: { cells: string[]; strong?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '2.2fr repeat(3, 1fr)', gap: 1, py: 0.6, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      {cells.map((cell, index) => (
        <Typography key={index} variant="caption" noWrap sx={{ fontWeight: strong ? 700 : 500, textAlign: index === 0 ? 'left' : 'right', color: strong ? 'text.secondary' : 'text.primary' }}>
          {cell}
        </Typography>
      ))}
    </Box>
  );
}

export function SummariesVisual() {
  return (
    <MockWindow label="Illustration of the account summaries: placements and bidding strategies with spend and ROAS (sample data)" title="Summary">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <MockCard title="Placement Performance · Sponsored Products">
          <Row strong cells={['Placement', 'Spend', 'Sales', 'ROAS']} />
          <Row cells={['Top of Search', '$12,840', '$71,902', '5.60']} />
          <Row cells={['Rest of Search', '$14,117', '$48,011', '3.40']} />
          <Row cells={['Product Pages', '$7,754', '$19,385', '2.50']} />
        </MockCard>
        <MockCard title="Bidding Strategy Performance">
          <Box sx={{ display: 'grid', gap: 1 }}>
            <MockBar label="Down only" share={0.58} color="#1D4ED8" value="4.6 ROAS" />
            <MockBar label="Up and down" share={0.27} color="#7C3AED" value="3.9 ROAS" />
            <MockBar label="Fixed bids" share={0.15} color="#F59E0B" value="2.8 ROAS" />
          </Box>
        </MockCard>
      </Box>
    </MockWindow>
  );
}

export function DrillDownVisual() {
  return (
    <MockWindow label="Illustration of a campaign expanded into placements, an ad group, keywords and negative keywords (sample data)" title="Campaign Table">
      <MockCard title="▾ SP · Brass Valves · Exact">
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.25 }}>
          <Pill>Spend $3,214</Pill>
          <Pill>Sales $16,713</Pill>
          <Pill color="#047857">ROAS 5.20</Pill>
          <Pill color="#475569">3 ad groups</Pill>
        </Box>
        <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.5 }}>Placement Performance (4)</Typography>
        <Box sx={{ display: 'grid', gap: 0.75, mb: 1.5 }}>
          <MockBar label="Top of Search" share={0.62} color="#1D4ED8" value="+50%" />
          <MockBar label="Product Pages" share={0.21} color="#60A5FA" value="+0%" />
        </Box>
        <Box sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.25 }}>
          <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', mb: 0.75 }}>▾ Ad group · Ball valves 1/2"</Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mb: 0.75 }}>
            <Pill>brass ball valve · Exact</Pill>
            <Pill>1/2 inch shut off valve · Exact</Pill>
          </Box>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <Pill color="#B91C1C">− pvc · Negative Exact</Pill>
            <Pill color="#B91C1C">− plastic valve · Negative Phrase</Pill>
          </Box>
        </Box>
      </MockCard>
    </MockWindow>
  );
}

export function ParentAsinVisual() {
  return (
    <MockWindow label="Illustration of the parent-ASIN audit: ad spend, total sales and TACoS for one parent ASIN and its children (sample data)" title="Parent ASIN Audit">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, px: 1.25, py: 0.75 }}>
        <Typography variant="caption" color="text.secondary">‹</Typography>
        <Typography variant="caption" noWrap sx={{ fontWeight: 700, flexGrow: 1 }}>B0C7QX2M4L · Lead-free brass ball valve</Typography>
        <Typography variant="caption" color="text.secondary">›</Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mb: 1.5 }}>
        <MockTile label="Ad spend" value="$6,930" />
        <MockTile label="Total sales" value="$82,480" />
        <MockTile label="TACoS" value="8.4%" tone="good" />
      </Box>
      <MockCard title="Child ASINs by ad spend">
        <Box sx={{ display: 'grid', gap: 0.9 }}>
          <MockBar label="B0C7QX… 1/2″" share={0.54} color="#1D4ED8" value="$3,742" />
          <MockBar label="B0C7QY… 3/4″" share={0.31} color="#3B82F6" value="$2,148" />
          <MockBar label="B0C7QZ… 1″" share={0.15} color="#93C5FD" value="$1,040" />
        </Box>
      </MockCard>
    </MockWindow>
  );
}

export function NotesVisual() {
  return (
    <MockWindow label="Illustration of the audit document: campaign notes with spend, sales and ROAS, and a parent-ASIN note (sample data)" title="View Notes">
      <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 1.5, sm: 2.25 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.25 }}>
          <Typography sx={{ fontWeight: 800, fontSize: { xs: 15, sm: 17 } }}>Audit Results</Typography>
          <Pill>Copy</Pill>
        </Box>
        <Typography variant="caption" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.06em' }}>CAMPAIGN NOTES</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>SP · Brass Valves · Broad</Typography>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>Spend $5,412 · Sales $11,906 · ROAS 2.20</Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.25, '& li': { fontSize: 12 } }}>
          <li>Top of Search carries 70% of spend at ROAS 1.6: lower the placement bid.</li>
          <li>Add “pvc” and “plastic” as negative phrases.</li>
        </Box>
        <Typography variant="caption" color="primary" sx={{ fontWeight: 700, letterSpacing: '0.06em', display: 'block', mt: 1.5 }}>PARENT ASIN NOTES</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>B0C7QX2M4L · Lead-free brass ball valve</Typography>
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.25, '& li': { fontSize: 12 } }}>
          <li>TACoS 8.4% with room to grow: test a Sponsored Brands video campaign.</li>
        </Box>
      </Box>
    </MockWindow>
  );
}
