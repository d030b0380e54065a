import { useId } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useNotes } from './notes-context';
import { DRAWER_NOTE_LIST_MAX_HEIGHT } from './NoteList';
import { NotesPanel } from './NotesPanel';

/** The drawer's width on a wide screen; full width on a phone. */
export const NOTES_DRAWER_WIDTH = 360;

/** The notes side drawer: 'Notes' and the target's name, its notes and the add form. Escape closes it. */
export function NotesDrawer() {
  const { drawerTarget: target, drawerOpen, closeNotes } = useNotes();
  const titleId = useId();
  const nameId = useId();

  return (
    <Drawer
      anchor="right"
      open={drawerOpen}
      onClose={closeNotes}
      slotProps={{ paper: { 'aria-labelledby': `${titleId} ${nameId}`, sx: { width: { xs: '100%', sm: NOTES_DRAWER_WIDTH } } } }}
    >
      {target && (
        <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="h6" component="h2">Notes</Typography>
              <Typography id={nameId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{target.label}</Typography>
            </Box>
            <IconButton aria-label="Close" onClick={closeNotes} edge="end"><CloseIcon /></IconButton>
          </Box>
          <NotesPanel key={`${target.kind}:${target.key}`} target={target} listMaxHeight={DRAWER_NOTE_LIST_MAX_HEIGHT} autoFocus />
        </Box>
      )}
    </Drawer>
  );
}
