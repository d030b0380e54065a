import Typography from '@mui/material/Typography';
import type { LoadedBusinessReport } from '../api/types';

/** 'Business report in use: X.csv, uploaded 2026-11-20, carried over from an earlier upload'. */
export function businessReportInUseText(report: LoadedBusinessReport): string {
  const parts = [`Business report in use: ${report.file_name ?? 'unnamed report'}`];
  if (report.uploaded_at) parts.push(`uploaded ${report.uploaded_at.slice(0, 10)}`);
  if (report.carried_over) parts.push('carried over from an earlier upload');
  return parts.join(', ');
}

/** Which business report the figures come from: a report carries over to the account's next uploads. */
export function BusinessReportInUse({ report }: { report: LoadedBusinessReport }) {
  return (
    <Typography variant="body2" color="text.secondary" data-testid="business-report-in-use" sx={{ wordBreak: 'break-word' }}>
      {businessReportInUseText(report)}
    </Typography>
  );
}
