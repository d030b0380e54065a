import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { PRODUCT_NAME } from '../../../config/product';
import { ContactLink } from '../components/ContactLink';
import { LegalDocument, type LegalSection } from '../components/LegalDocument';
import { GOVERNING_LAW, LIABILITY_CAP_USD, MINIMUM_AGE, TERMS_EFFECTIVE_DATE } from '../legal-facts';

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          {PRODUCT_NAME} (“we”, “us”) runs a web tool that audits Amazon Ads accounts from the bulk file you download from the
          Amazon Ads console. These terms cover the website and the tool (together, the “Service”).
        </p>
        <p>
          {PRODUCT_NAME} is an independent tool. It is not made, endorsed or sponsored by Amazon. Amazon and Amazon Ads are
          trademarks of Amazon.com, Inc. or its affiliates.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility-and-accounts',
    title: 'Eligibility and accounts',
    body: (
      <ul>
        <li>You must be {MINIMUM_AGE} or older to create an account or use the Service.</li>
        <li>If you use the Service for a company or for clients, you confirm that you may share their advertising data with us.</li>
        <li>Give us an e-mail address you can read: we use it to sign you in and to send password reset links.</li>
        <li>Keep your password to yourself. You are responsible for what happens under your account; tell us at once if you think someone else has used it.</li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>Upload only files you have the right to use, such as reports of your own advertising accounts or of clients who asked you to audit them. Do not:</p>
        <ul>
          <li>try to reach another user’s data, or get around sign-in, rate limits or other protections;</li>
          <li>upload malware or files made to harm the Service or its users;</li>
          <li>create accounts or send requests by automated means in a way that overloads the Service;</li>
          <li>copy, resell or offer the Service as your own without our written permission;</li>
          <li>use the Service to break the law or Amazon’s advertising policies.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'pricing',
    title: 'Pricing',
    body: (
      <p>
        The Service is free today. We may offer paid plans or features later. If we do, we will announce them in advance, show
        the price before you buy, and charge you only if you opt in to a paid plan. Nothing you use for free will turn into a
        charge without your explicit agreement.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          We own the Service: its software, design, name and logo. While you follow these terms, we give you a personal,
          non-exclusive, non-transferable right to use it.
        </p>
        <p>
          You keep every right to the files you upload, the data in them and the notes you write. You let us process them only
          as far as needed to run the Service for you, for example to build your audit and keep your notes. If you send us
          suggestions, we may use them without owing you anything.
        </p>
      </>
    ),
  },
  {
    id: 'beta-disclaimer',
    title: 'Beta disclaimer',
    body: (
      <>
        <p>
          The Service is in beta and still changing. Features may change, pause or be removed, and results may contain errors,
          for example when Amazon changes the layout of its bulk files. Audit figures are calculated from the file you upload and
          are for information only: they are not financial, legal or business advice. Check important decisions against the
          Amazon Ads console.
        </p>
        <p>
          The Service is provided “as is” and “as available”, without warranties of any kind, express or implied, including
          merchantability, fitness for a particular purpose and non-infringement, as far as the law allows.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          As far as the law allows, we are not liable for indirect, incidental, special, consequential or punitive damages, or
          for lost profits, revenue, data or goodwill.
        </p>
        <p>
          Our total liability for all claims about the Service is limited to the greater of USD {LIABILITY_CAP_USD} or the
          amount you paid us for the Service in the 12 months before the claim. Because the Service is free, the amount paid is
          currently USD 0.
        </p>
      </>
    ),
  },
  {
    id: 'suspension-and-termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service at any time and ask us to delete your account. We may suspend or terminate your account,
        or your access to part of the Service, if you break these terms, if your use puts the Service or other users at risk,
        or if we stop offering the Service. Where we reasonably can, we will tell you first. The sections on intellectual
        property, the beta disclaimer, liability and governing law continue to apply after an account ends.
      </p>
    ),
  },
  {
    id: 'modifications',
    title: 'Changes to these terms',
    body: (
      <p>
        We may update these terms. We will publish the new version on this page with a new effective date and, for important
        changes, tell you by e-mail or in the app before they apply. If you keep using the Service after that date, the new
        terms apply; if you do not agree, stop using the Service and ask us to delete your account.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of {GOVERNING_LAW}, without regard to its conflict-of-law rules. Disputes go to
        the state or federal courts located in Florida. This does not take away any consumer protection rights that the law of
        the place where you live gives you.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these terms? Write to <ContactLink />.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      effectiveDate={TERMS_EFFECTIVE_DATE}
      intro={
        <p>
          These terms are the agreement between you and {PRODUCT_NAME} when you use the Service. By creating an account or using
          the Service you accept them. How we handle personal information is explained in our{' '}
          <Link component={RouterLink} to="/privacy" underline="always">Privacy Policy</Link>.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
