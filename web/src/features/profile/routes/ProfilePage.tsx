import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import { useCurrentUser } from '../../../lib/auth/current-user';
import { ProfileDetails } from '../components/ProfileDetails';
import { ProfileEditForm } from '../components/ProfileEditForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PageTitle } from '../../../components/layout/PageTitle';
import { AccountNotices } from '../../account-security';
import { YourDataSection } from '../components/YourDataSection';

export function ProfilePage() {
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  if (!user) return null; // The route guard admits signed-in users only.

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title="My Account" />
      <Button component={RouterLink} to="/" startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
        Back to Home
      </Button>
      <AccountNotices />
      <Card sx={{ borderRadius: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
            <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: 24 }}>
              {(user.full_name || user.email).slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h1">My Account</Typography>
              <Typography color="text.secondary" noWrap>{editing ? 'Edit your profile' : 'Your profile details'}</Typography>
            </Stack>
            {!editing && (
              <Button variant="outlined" startIcon={<EditRoundedIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </Stack>
          {editing ? <ProfileEditForm user={user} onDone={() => setEditing(false)} /> : <ProfileDetails user={user} />}
        </CardContent>
      </Card>
      {user.has_password && (
        <Card sx={{ borderRadius: 3, mt: 3 }}>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <ChangePasswordForm />
          </CardContent>
        </Card>
      )}
      <Card sx={{ borderRadius: 3, mt: 3 }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <YourDataSection user={user} />
        </CardContent>
      </Card>
    </Container>
  );
}
