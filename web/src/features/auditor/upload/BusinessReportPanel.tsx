import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { useAuditorSession, BusinessReportDropZone, BusinessReportInUse, useBusinessReportUpload } from '../../audit-session';

/** 'Enhance Data': the business-report upload beside a loaded audit, with a green check once loaded. */
export function BusinessReportPanel() {
  const { businessReport, serverOff = null } = useAuditorSession();
  const upload = useBusinessReportUpload(businessReport ? 'uploaded' : 'closed');
  const open = upload.state === 'open' || upload.state === 'uploading' || upload.state === 'error';
  const loaded = !open && businessReport;

  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        {/* One row on a phone too: the Summary's headline should follow close below. */}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {loaded ? <CheckCircleIcon color="success" aria-hidden /> : <InsightsOutlinedIcon color="primary" aria-hidden />}
          <Box sx={{ flex: '1 1 8rem', minWidth: 0 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>Enhance Data</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word', display: { xs: loaded || serverOff !== null ? 'block' : 'none', sm: 'block' } }}>
              {serverOff !== null
                ? `A business report adds product titles and the Parent ASIN Audit. ${serverOff}`
                : loaded
                ? `Business report loaded${businessReport.file_name ? `: ${businessReport.file_name}` : ''} (${businessReport.asin_map.length} ASINs). Product titles, parent-ASIN filters and the Parent ASIN Audit are on.`
                : 'Add a business report or Vendor Central report for product titles, parent-ASIN filters and the Parent ASIN Audit.'}
            </Typography>
            {loaded && <BusinessReportInUse report={businessReport} />}
          </Box>
          {!open && serverOff === null && (
            <Button variant={loaded ? 'text' : 'contained'} size="small" onClick={() => upload.setState('open')}>
              {loaded ? 'Replace Report' : 'Upload Business Report'}
            </Button>
          )}
          {open && upload.state !== 'uploading' && (
            <Button onClick={() => upload.setState(businessReport ? 'uploaded' : 'closed')}>Cancel</Button>
          )}
        </Stack>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 2 }}>
            <BusinessReportDropZone upload={upload} />
          </Box>
        </Collapse>
      </CardContent>
    </Card>
  );
}
