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
  const { searchTermsProcessing, serverOff = null, browserSearchTerms = null } = useAuditorSession();
  const [open, setOpen] = useState(false);
  // The dialog (and its query) exists once first opened, not for every ad group on screen.
  const [opened, setOpened] = useState(false);
  // Read by this browser's audit of the file, else by the server's own task: without either (this
  // browser could not read them and the server has no audit yet, or none at all) there are none.
  if (serverOff !== null && !browserSearchTerms) {
    return (
      <ServerOnlyTooltip reason={serverOff}>
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
