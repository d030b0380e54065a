import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** What a business report adds to the audit and where to download it. */
export function BusinessReportExplainer() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Audit your ads by parent ASIN
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Upload a business report to see each parent ASIN with its child ASINs: sessions, units ordered, total sales,
        buy box and unit session percentages next to their ad spend and ad sales, TACoS, and where the spend goes by
        campaign type, bidding strategy, targeting type, placement and keyword or target.
      </Typography>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Where to get it
      </Typography>
      <List dense sx={{ listStyleType: 'disc', pl: 3, '& .MuiListItem-root': { display: 'list-item', px: 0 } }}>
        <ListItem>
          Seller Central &gt; Reports &gt; Business Reports &gt; &apos;Detail Page Sales and Traffic By Child Item&apos;
        </ListItem>
        <ListItem>Or a Vendor Central sales report.</ListItem>
        <ListItem>A .csv or .xlsx file up to 5 MB.</ListItem>
      </List>
    </Paper>
  );
}
