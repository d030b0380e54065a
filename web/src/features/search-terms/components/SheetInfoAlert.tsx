import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import type { SheetInfo } from '../api/search-terms-api';

interface SheetInfoAlertProps {
  title: string;
  sheetInfo: SheetInfo;
}

/**
 * An info alert with the workbook's sheet information. The tabs found are
 * listed only when known: errors sent before a workbook was read carry none.
 */
export function SheetInfoAlert({ title, sheetInfo }: SheetInfoAlertProps) {
  return (
    <Alert severity="info">
      <AlertTitle>{title}</AlertTitle>
      {sheetInfo.availableSheets.length > 0 && (
        <Typography variant="body2">
          <strong>Available sheets:</strong> {sheetInfo.availableSheets.join(', ')}
        </Typography>
      )}
      <Typography variant="body2">
        <strong>Expected sheets:</strong> {sheetInfo.expectedSheets.join(', ')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {sheetInfo.instructions}
      </Typography>
    </Alert>
  );
}
