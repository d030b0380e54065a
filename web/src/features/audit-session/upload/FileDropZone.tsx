import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { formatFileSize } from './upload-rules';

interface FileDropZoneProps {
  /** The input's accept list, e.g. '.xlsx'. */
  accept: string;
  /** What the zone is for, e.g. 'Bulk operations workbook (.xlsx, up to 20 MB)'. */
  label: string;
  onFile: (file: File) => void;
  selected?: { name: string; size: number } | null;
  disabled?: boolean;
}

/**
 * Drag and drop, or a 'select a file' link backed by a real <input type="file">. Only the
 * first dropped file is used.
 */
export function FileDropZone({ accept, label, onFile, selected, disabled = false }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const take = (files: FileList | null) => {
    const first = files?.[0];
    if (first && !disabled) onFile(first);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="drop-zone"
      sx={{
        position: 'relative',
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        borderRadius: 3,
        p: { xs: 3, sm: 4 },
        textAlign: 'center',
        opacity: disabled ? 0.6 : 1,
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <UploadFileOutlinedIcon color="primary" sx={{ fontSize: 44 }} aria-hidden />
        <Typography>
          Drag and drop your file here, or{' '}
          <Link component="button" type="button" disabled={disabled} onClick={() => input.current?.click()} sx={{ verticalAlign: 'baseline', fontSize: 'inherit', fontWeight: 600 }}>
            select a file
          </Link>
        </Typography>
        <Typography component="label" htmlFor={inputId} variant="body2" color="text.secondary">
          {label}
        </Typography>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
        />
        {selected && (
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="selected-file">
            {selected.name} ({formatFileSize(selected.size)})
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
