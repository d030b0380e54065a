import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PRODUCT_NAME } from '../../../config/product';
import { ContactLink } from '../components/ContactLink';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { MAX_BULK_FILE_MB, MINIMUM_AGE, PRIVACY_EFFECTIVE_DATE, RIGHTS_RESPONSE_DAYS, SESSION_DAYS, UPLOADS_KEPT_BY_DEFAULT } from '../legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    body: (
      <ul>
        <li>
          <strong>Account information:</strong> your e-mail address and, if you give it, your name. Your password is stored only
          as a one-way hash, never as text. If you sign in with Google, we receive your e-mail address, name and Google account
          identifier, never your Google password.
        </li>
        <li>
          <strong>Files you upload:</strong> bulk files (up to {MAX_BULK_FILE_MB} MB) and business or vendor reports. Uploaded
          files are processed in memory and are not stored by default: we never keep the raw file. When an audit runs on a
          separate worker, the file waits in our database only until it has been processed and is then deleted.
        </li>
        <li>
          <strong>Audit results:</strong> what we build from a file is kept, so that your audit and notes are still there after
          you sign out or we restart. That means campaigns, ad groups, products, keywords, targeting, search terms and their
          figures, the business-report figures joined to them, and the file’s name and size. We keep the results of your most
          recent uploads (by default the last {UPLOADS_KEPT_BY_DEFAULT}); older ones are deleted automatically.
        </li>
        <li>
          <strong>Notes:</strong> the notes you write on campaigns and parent ASINs, stored as plain text with your account.
        </li>
        <li>
          <strong>Technical data:</strong> one strictly necessary cookie that keeps you signed in, and server logs (IP address,
          time, page or API address requested, result) used for security. We use no advertising or analytics cookies. Your
          browser’s local storage remembers display choices, such as a collapsed dashboard menu, on your device only.
        </li>
        <li>
          <strong>Messages</strong> you send us, such as support requests.
        </li>
      </ul>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How we use data',
    body: (
      <>
        <ul>
          <li>to run the Service: sign you in, build your audits and keep your notes;</li>
          <li>to send service e-mails, such as password reset links and notice of important changes;</li>
          <li>to keep the Service safe: rate limits, abuse prevention and investigating problems;</li>
          <li>to fix errors and improve the Service.</li>
        </ul>
        <p>
          We do not sell personal data. We do not use your advertising data to advertise to you, to compare you with other users
          or to train machine-learning models, and we look at an account’s audit data only when you ask us for help, when a
          security problem requires it or when the law does.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <>
        <p>Where laws such as the GDPR apply, we rely on:</p>
        <ul>
          <li><strong>contract:</strong> to provide the account, audits, notes and service e-mails you signed up for;</li>
          <li><strong>legitimate interests:</strong> to secure the Service, prevent abuse and fix problems, weighed against your rights;</li>
          <li><strong>legal obligation:</strong> where the law requires us to keep or disclose data;</li>
          <li><strong>consent:</strong> for anything optional we ask you about, which you can withdraw at any time.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <>
        <p>We share personal data only with:</p>
        <ul>
          <li>service providers that host the Service and deliver its e-mail, under contracts that let them use the data only for us;</li>
          <li>Google, only if you choose to sign in with Google;</li>
          <li>a card payment provider, only if paid plans are introduced and you buy one; we would never see or store your full card number;</li>
          <li>authorities, when the law requires it or to protect the rights and safety of users and the Service;</li>
          <li>a buyer or successor, if {PRODUCT_NAME} is sold or merged, with notice to you first.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention',
    body: (
      <ul>
        <li>Account information: while your account is open; it is deleted when you ask us to close the account.</li>
        <li>Raw uploaded files: never kept beyond processing.</li>
        <li>Audit results: the most recent uploads only (by default the last {UPLOADS_KEPT_BY_DEFAULT}); you can ask us to delete them at any time.</li>
        <li>Notes: until you delete them or your account.</li>
        <li>Sign-in sessions: until you log out, or after {SESSION_DAYS} days without use. Password reset links expire after 1 hour.</li>
        <li>Server logs: only as long as needed for security.</li>
      </ul>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <p>
          Passwords are hashed with argon2id. Session and password reset tokens are stored only as hashes, and the session
          cookie cannot be read by scripts. Sign-in, sign-up, password reset and uploads are rate limited, uploads are checked
          before they are read, and each user’s data can be reached only through that user’s account. In production the
          Service is served over HTTPS.
        </p>
        <p>
          No system is perfectly secure. If a breach affects your data, we will tell you and the authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International transfers',
    body: (
      <p>
        The Service is run from the United States, and our service providers may process data in other countries. When data
        leaves the European Economic Area, the United Kingdom or Switzerland, we use safeguards the law recognises, such as the
        European Commission’s Standard Contractual Clauses.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <p>
          You can ask to access, correct, delete or export your personal data, and to object to or restrict how we use it. You
          can change your name and e-mail address yourself on your{' '}
          <Link component={RouterLink} to="/profile/details" underline="always">My Account</Link> page. California residents also have the right to
          know, correct and delete; we do not sell or share personal data for cross-context behavioural advertising.
        </p>
        <p>
          To make a request, write to <ContactLink />. We answer within {RIGHTS_RESPONSE_DAYS} days, free of charge, and may ask
          you to confirm that the account is yours. You may also complain to your local data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        The Service is for people aged {MINIMUM_AGE} or older and is not directed at children. We do not knowingly collect data
        from anyone under {MINIMUM_AGE}; if we learn that we have, we delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We will publish any update on this page with a new effective date and, for important changes, tell you by e-mail or in
        the app before they apply.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions or requests about your data? Write to <ContactLink />.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      effectiveDate={PRIVACY_EFFECTIVE_DATE}
      intro={
        <p>
          This policy explains what {PRODUCT_NAME} collects when you use the Service, why, how long we keep it and the choices
          you have. In short: your account is an e-mail address and an optional name, uploaded files are processed in memory and
          never kept, and your notes are stored as plain text. Using the Service is also subject to our{' '}
          <Link component={RouterLink} to="/terms" underline="always">Terms of Service</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
