import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  notesExportFile,
  notesExportFileName,
  notesExportTable,
  type NotesDocument,
  type NotesExportFormat,
  type NotesExportGrouping,
} from '@ads-auditor/audit';
import { downloadFile } from './download-file';

const CHOICES: { grouping: NotesExportGrouping; format: NotesExportFormat; label: string }[] = [
  { grouping: 'campaign', format: 'csv', label: 'Campaign notes (CSV)' },
  { grouping: 'campaign', format: 'xlsx', label: 'Campaign notes (Excel .xlsx)' },
  { grouping: 'parent_asin', format: 'csv', label: 'Parent ASIN notes (CSV)' },
  { grouping: 'parent_asin', format: 'xlsx', label: 'Parent ASIN notes (Excel .xlsx)' },
];

/** Export: the notes as a CSV or .xlsx file, by campaign or by parent ASIN, built in the browser. */
export function NotesExportMenu({ document }: { document: NotesDocument }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const hasNotes = { campaign: document.campaigns.length > 0, parent_asin: document.parentAsins.length > 0 };

  const exportAs = (grouping: NotesExportGrouping, format: NotesExportFormat) => {
    setAnchor(null);
    const { content, mimeType } = notesExportFile(notesExportTable(document, grouping), format);
    downloadFile(notesExportFileName(grouping, format, new Date()), content, mimeType);
  };

  return (
    <>
      <Button
        id={buttonId}
        size="small"
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        disabled={!hasNotes.campaign && !hasNotes.parent_asin}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Export
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-labelledby': buttonId } }}>
        {CHOICES.map(({ grouping, format, label }) => (
          <MenuItem key={label} disabled={!hasNotes[grouping]} onClick={() => exportAs(grouping, format)}>
            <ListItemText>{label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
