import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';

const STEPS = [
  {
    title: 'Download your bulk file',
    body: 'In the Amazon Ads console open Bulk operations, choose a date range (a full month or 30 days is recommended) and tick Placement data for campaigns, Sponsored Products, Sponsored Brands, Sponsored Brands multi-ad group and Sponsored Display.',
  },
  {
    title: 'Create the spreadsheet',
    body: "Click 'Create spreadsheet for download', wait a few minutes and download the .xlsx file (up to 20 MB).",
  },
  {
    title: 'Drop it here',
    body: 'Drag the workbook onto this page. It is read in memory, never stored as a file, and the audit appears in seconds: summaries, campaign table, notes and the parent-ASIN audit.',
  },
];

/** Stands in for the Ads Auditor upload screen until it ships; explains what the upload will need. */
export function AdsAuditorComingNext() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">Ads Auditor</Typography>
        <Chip label="Coming next" color="secondary" size="small" />
      </Stack>
      <Typography color="text.secondary">
        The upload screen is the next release. Here is how it will work, so your bulk file is ready when it lands.
      </Typography>
      <Card sx={{ borderRadius: 3, borderStyle: 'dashed', borderWidth: 2 }}>
        <CardContent sx={{ p: { xs: 3, md: 4 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
            <Box sx={{ width: 56, height: 56, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'rgba(29,78,216,0.08)', color: 'primary.main', flexShrink: 0 }}>
              <CloudUploadOutlinedIcon fontSize="large" />
            </Box>
            <Box>
              <Typography variant="h6" component="h2">Upload flow</Typography>
              <Typography color="text.secondary">Three steps from the Amazon Ads console to a complete audit.</Typography>
            </Box>
          </Stack>
          <Stack component="ol" spacing={2.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {STEPS.map((step, index) => (
              <Stack component="li" key={step.title} direction="row" spacing={2}>
                <Box sx={{ width: 32, height: 32, borderRadius: '50%', bgcolor: 'primary.main', color: 'primary.contrastText', display: 'grid', placeItems: 'center', fontWeight: 700, flexShrink: 0 }}>
                  {index + 1}
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>{step.title}</Typography>
                  <Typography color="text.secondary">{step.body}</Typography>
                </Box>
              </Stack>
            ))}
          </Stack>
        </CardContent>
      </Card>
      <Alert severity="info">Your account is ready: nothing else to set up. No API connection or app permission is needed.</Alert>
    </Stack>
  );
}
