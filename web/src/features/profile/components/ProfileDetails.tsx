import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '../../../lib/auth/current-user';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" color="text.secondary" sx={{ width: { sm: 160 }, flexShrink: 0 }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>{children}</Typography>
    </Stack>
  );
}

export function ProfileDetails({ user }: { user: CurrentUser }) {
  const memberSince = new Date(user.created_at);
  return (
    <Stack component="dl" sx={{ m: 0 }}>
      <Row label="Full name">{user.full_name || <Typography component="span" color="text.secondary">Not set</Typography>}</Row>
      <Row label="Email">
        <Stack component="span" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{user.email}</span>
          <Chip
            size="small"
            variant="outlined"
            label={user.email_verified ? 'Verified' : 'Not verified'}
            color={user.email_verified ? 'success' : 'warning'}
          />
        </Stack>
      </Row>
      <Row label="Plan">
        <Chip size="small" label={user.is_premium ? 'Premium' : 'Free'} color={user.is_premium ? 'secondary' : 'default'} />
      </Row>
      <Row label="Member since">
        {Number.isNaN(memberSince.getTime()) ? '—' : memberSince.toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' })}
      </Row>
    </Stack>
  );
}
