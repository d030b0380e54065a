import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmCancelled, useConfirm } from '../../../components/confirm/confirm';
import { serverDetail } from '../../../lib/api-errors';
import { useCopyShare, useRevokeShare, useShareLinks, type ShareLink } from '../api/shares-api';

const STATUS_CHIP: Record<ShareLink['status'], { label: string; color: 'success' | 'default' }> = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'default' },
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const views = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'view' : 'views'}`;

/** The days a link was made for (7 for a 7-day link). */
const daysOf = (link: ShareLink) => Math.max(1, Math.round((Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000));

/** A new link's path, for the dialog to show once. */
export type OnNewLink = (path: string) => void;

function ShareLinkRow({ link, onNewLink }: { link: ShareLink; onNewLink: OnNewLink }) {
  const revoke = useRevokeShare();
  const copy = useCopyShare();
  const confirm = useConfirm();
  const chip = STATUS_CHIP[link.status];
  const onRevoke = async () => {
    try {
      await confirm({ title: 'Revoke this link?', description: 'Whoever has it will no longer see the report.', confirmationText: 'Revoke', destructive: true });
    } catch (error) {
      if (error instanceof ConfirmCancelled) return;
      throw error;
    }
    revoke.mutate(link.id);
  };
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ listStyle: 'none', py: 1.25, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <div>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label={chip.label} color={chip.color} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>Created {when(link.created_at)}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {link.status === 'revoked' && link.revoked_at ? `Revoked ${when(link.revoked_at)}` : `${link.status === 'expired' ? 'Expired' : 'Expires'} ${when(link.expires_at)} (a ${daysOf(link)}-day link)`}
          {' · '}{views(link.view_count)} · {link.note_count} {link.note_count === 1 ? 'note' : 'notes'} · {link.file_name}
        </Typography>
        {revoke.isError && <Typography variant="body2" color="error" role="alert">The link could not be revoked. Try again.</Typography>}
        {copy.isError && <Typography variant="body2" color="error" role="alert">{serverDetail(copy.error) ?? 'The new link could not be made. Try again.'}</Typography>}
      </div>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}>
        <Button
          size="small"
          variant="outlined"
          aria-label={`New link like the one created ${when(link.created_at)}`}
          title={`A new link to the same upload with the same notes, for ${daysOf(link)} ${daysOf(link) === 1 ? 'day' : 'days'}`}
          disabled={copy.isPending}
          onClick={() => copy.mutate(link.id, { onSuccess: (created) => onNewLink(created.path) })}
        >
          {copy.isPending ? 'Making...' : 'New link'}
        </Button>
        {link.status === 'active' && (
          <Button size="small" color="error" variant="outlined" onClick={() => void onRevoke()} disabled={revoke.isPending}>
            Revoke
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The account's report links with their expiry and views; active ones can be revoked, and any
 * can be made again as a new link with the same settings (a token is shown only once).
 */
export function ShareLinksList({ accountId, onNewLink }: { accountId: number | null; onNewLink: OnNewLink }) {
  const links = useShareLinks(accountId);
  if (links.isPending) return <Skeleton variant="rounded" height={56} aria-label="Loading your links" />;
  if (links.isError) return <Alert severity="error">Your links could not be loaded.</Alert>;
  if (links.data.length === 0) return <Typography variant="body2" color="text.secondary">No links yet.</Typography>;
  return (
    <Stack component="ul" aria-label="Your report links" sx={{ m: 0, p: 0 }}>
      {links.data.map((link) => <ShareLinkRow key={link.id} link={link} onNewLink={onNewLink} />)}
    </Stack>
  );
}
