import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tablesToClipboard, type SummaryCard } from '@ads-auditor/audit';
import { CopyButton } from '../copy/CopyButton';

/**
 * A Summary card: its heading, a Copy button for its tables, and its content. The button is
 * named by its own text and the heading ('Copy Account Level'), so each Copy is told apart.
 */
export function SummaryCardShell({ card, children }: { card: SummaryCard; children: ReactNode }) {
  const headingId = useId();
  const buttonId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%', minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h2" variant="h6">
            {card.title}
          </Typography>
          <CopyButton
            id={buttonId}
            aria-labelledby={`${buttonId} ${headingId}`}
            getContent={() => tablesToClipboard(card.tables)}
            sx={{ flexShrink: 0 }}
          />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
