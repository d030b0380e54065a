import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { ContactLink, MAX_BULK_FILE_MB, RIGHTS_RESPONSE_DAYS } from '../../legal';
import { REPORT_MAX_MB } from '../../audit-session';
import { UPLOADS_KEPT_BY_DEFAULT, UPLOADS_KEPT_FOR_PREMIUM } from '../pricing-facts';

type Question = { id: string; question: string; answer: ReactNode };

const SubscriptionPageLink = () => (
  <Link component={RouterLink} to="/subscription" underline="always">
    Subscription page
  </Link>
);

export const FAQ: readonly Question[] = [
  {
    id: 'reads',
    question: 'What does the audit read?',
    answer: (
      <>
        The bulk operations workbook (.xlsx) you download from the Bulk operations page of the Amazon Ads console, with the
        campaigns, ad groups, targeting, placements and negatives in it. You can add a Business Report (.csv or .xlsx) from
        Seller Central for Parent-ASIN sales and sessions; it is optional. No API connection or app permission is needed.
      </>
    ),
  },
  {
    id: 'raw-file',
    question: 'Do you keep my bulk file?',
    answer: (
      <>
        No. The raw file is read in memory and never stored. Only the results built from it (the audit you see) are kept
        with your account, so you can come back to them later.
      </>
    ),
  },
  {
    id: 'notes',
    question: 'Where are my notes saved, and can I export them?',
    answer: (
      <>
        Notes you write on campaigns and Parent ASINs are saved with your account as plain text and are there the next
        time you open the audit. You can export them by campaign or by Parent ASIN.
      </>
    ),
  },
  {
    id: 'premium',
    question: 'What do the paid plans add?',
    answer: (
      <>
        The auditor itself is free. Premium keeps your last {UPLOADS_KEPT_FOR_PREMIUM} audits instead of{' '}
        {UPLOADS_KEPT_BY_DEFAULT}, so older accounts and their notes stay one click away. Pro is a single payment;
        the Subscription renews every month.
      </>
    ),
  },
  {
    id: 'cancel',
    question: 'How do I cancel my subscription?',
    answer: (
      <>
        Sign in and open the <SubscriptionPageLink />, then choose Cancel subscription. Premium stays on until the end of
        the period you paid for; after that your account keeps the last {UPLOADS_KEPT_BY_DEFAULT} audits again.
      </>
    ),
  },
  {
    id: 'payment-security',
    question: 'Is my payment secure?',
    answer: (
      <>
        Payments go through Stripe's checkout page. Your card details are sent to Stripe, not to us: we never see or store
        your card number.
      </>
    ),
  },
  {
    id: 'refunds',
    question: 'Can I get a refund, or talk to someone?',
    answer: (
      <>
        If a payment went wrong or you were charged by mistake, write to <ContactLink /> from your account's e-mail
        address and we will sort it out, with a refund when one is due.
      </>
    ),
  },
  {
    id: 'deletion',
    question: 'How do I delete my data?',
    answer: (
      <>
        Delete notes at any time from the audit. Older audits beyond the ones your plan keeps are deleted automatically.
        To delete your account with all its audits and notes, write to <ContactLink />; we answer within{' '}
        {RIGHTS_RESPONSE_DAYS} days.
      </>
    ),
  },
  {
    id: 'file-size',
    question: 'How large can my files be?',
    answer: (
      <>
        The bulk operations workbook can be up to {MAX_BULK_FILE_MB} MB and the Business Report up to {REPORT_MAX_MB} MB.
        If your bulk file is larger, download it for a shorter date range or fewer campaign types.
      </>
    ),
  },
];

export function PricingFaq() {
  return (
    <Box component="section" aria-labelledby="pricing-faq-title" sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id="pricing-faq-title" variant="h4" component="h2" sx={{ fontWeight: 700, mb: 3, textAlign: 'center' }}>
        Frequently asked questions
      </Typography>
      {FAQ.map(({ id, question, answer }) => (
        <Accordion key={id} disableGutters variant="outlined" slotProps={{ heading: { component: 'h3' } }}>
          <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />} id={`faq-${id}-question`} aria-controls={`faq-${id}-answer`}>
            <Typography sx={{ fontWeight: 600 }}>{question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography color="text.secondary">{answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
