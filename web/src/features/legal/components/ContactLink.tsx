import Link from '@mui/material/Link';
import { CONTACT_EMAIL } from '../../../config/product';

// Always underlined: it sits inside sentences, where colour alone would not set it apart.
export function ContactLink() {
  return <Link href={`mailto:${CONTACT_EMAIL}`} underline="always">{CONTACT_EMAIL}</Link>;
}
