import Link from '@mui/material/Link';
import { CONTACT_EMAIL } from '../../../config/product';

export function ContactLink() {
  return <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>;
}
