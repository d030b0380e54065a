import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignTarget, useNotes, type Note } from '../../notes';

/** A mover's notes beside it: the latest note's text and a button that opens all of them in the notes drawer. */
export function MoverNotes({ campaignId, campaignName, notes }: { campaignId: string; campaignName: string; notes: readonly Note[] | undefined }) {
  const { openNotes } = useNotes();
  const count = notes?.length ?? 0;
  const latest = notes?.[0];
  const label = count === 0 ? 'Add note' : count === 1 ? '1 note' : `${count} notes`;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      {latest && (
        <Typography variant="body2" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', maxWidth: 280 }}>
          {latest.content}
        </Typography>
      )}
      {/* The name starts with the words on the button, so voice control ("click 1 note") finds it. */}
      <Button size="small" onClick={() => openNotes(campaignTarget(campaignId, campaignName))} aria-label={`${label} for ${campaignName}`} sx={{ minWidth: 0, px: 0.5, ml: -0.5 }}>
        {label}
      </Button>
    </Stack>
  );
}
