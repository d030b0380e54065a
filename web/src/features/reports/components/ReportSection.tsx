import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A titled block of the report page. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>{title}</Typography>
      {children}
    </Paper>
  );
}
