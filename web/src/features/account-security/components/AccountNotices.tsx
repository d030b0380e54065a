import { useCurrentUser } from '../../../lib/auth/current-user';
import { GoogleTakeoverNotice } from './GoogleTakeoverNotice';
import { VerificationBanner } from './VerificationBanner';

/** What the signed-in user must know about their account: a Google takeover, an unverified address. */
export function AccountNotices() {
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <GoogleTakeoverNotice user={user} />
      <VerificationBanner user={user} />
    </>
  );
}
