import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { formatCount } from '@ads-auditor/audit';

interface DetailSectionProps {
  /** 'Keywords' is shown as 'Keywords (12)'. */
  title: string;
  count: number;
  /** Shown instead of the content when count is 0. */
  emptyText: string;
  /** Rendered only while the section is open. */
  children: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/** A collapsible section of an expanded row, titled with its count; a closed section renders nothing. */
export function DetailSection({ title, count, emptyText, children, headingLevel = 'h4' }: DetailSectionProps) {
  const [open, setOpen] = useState(true);
  const contentId = useId();
  return (
    <Box component="section">
      <Typography component={headingLevel} variant="subtitle2" sx={{ m: 0 }}>
        <Button
          size="small"
          color="inherit"
          aria-expanded={open}
          aria-controls={contentId}
          startIcon={open ? <ExpandMoreIcon /> : <ChevronRightIcon />}
          onClick={() => setOpen((value) => !value)}
          sx={{ textTransform: 'none', fontWeight: 600 }}
        >
          {`${title} (${formatCount(count)})`}
        </Button>
      </Typography>
      <Box id={contentId} sx={{ pl: { xs: 0, sm: 1 } }}>
        {open &&
          (count === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
              {emptyText}
            </Typography>
          ) : (
            children
          ))}
      </Box>
    </Box>
  );
}
