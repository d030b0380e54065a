import { useState } from 'react';
import Button from '@mui/material/Button';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import { ServerOnlyTooltip, useAuditorSession } from '../../audit-session';
import { SearchTermsDialog } from './SearchTermsDialog';

export interface SearchTermsButtonProps {
  campaignName: string;
  adGroupId: string;
  adGroupName: string;
}

/** Opens the ad group's Search Terms dialog; disabled, reading 'Processing...', while the search-terms task runs. */
export function SearchTermsButton({ campaignName, adGroupId, adGroupName }: SearchTermsButtonProps) {
  const { searchTermsProcessing, privateAudit } = useAuditorSession();
  const [open, setOpen] = useState(false);
  // The dialog (and its query) exists once first opened, not for every ad group on screen.
  const [opened, setOpened] = useState(false);
  // The search terms are read by the server's own task: a private audit has none.
  if (privateAudit) {
    return (
      <ServerOnlyTooltip>
        <Button variant="outlined" size="small" startIcon={<ManageSearchIcon />} disabled>Search Terms</Button>
      </ServerOnlyTooltip>
    );
  }
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ManageSearchIcon />}
        disabled={searchTermsProcessing}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {searchTermsProcessing ? 'Processing...' : 'Search Terms'}
      </Button>
      {opened && (
        <SearchTermsDialog open={open} onClose={() => setOpen(false)} campaignName={campaignName} adGroupId={adGroupId} adGroupName={adGroupName} />
      )}
    </>
  );
}
