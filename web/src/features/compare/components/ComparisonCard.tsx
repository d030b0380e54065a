import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tablesToClipboard, type ClipboardTable } from '@ads-auditor/audit';
import { CopyButton } from '../../../components/copy/CopyButton';

/** A card of the Compare tab: its heading, a Copy button for its tables (named 'Copy <heading>'), its content. */
export function ComparisonCard({ title, tables, children }: { title: string; tables: readonly ClipboardTable[]; children: ReactNode }) {
  const headingId = useId();
  const buttonId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} component="h2" variant="h6">
            {title}
          </Typography>
          <CopyButton id={buttonId} aria-labelledby={`${buttonId} ${headingId}`} getContent={() => tablesToClipboard(tables)} sx={{ flexShrink: 0 }} />
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
