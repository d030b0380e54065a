import Typography from '@mui/material/Typography';
import { NOT_PUBLISHED } from '../messages';

const LOCAL_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** When the article was published, in the reader's local time, or 'Not Published'. */
export function PublishedAt({ value }: { value: string | null }) {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return <Typography component="span" variant="body2" color="text.secondary">{NOT_PUBLISHED}</Typography>;
  }
  return <time dateTime={date.toISOString()}>{LOCAL_TIME.format(date)}</time>;
}

/** The same date as plain words, for hints. */
export const formatPublishedAt = (value: string) => LOCAL_TIME.format(new Date(value));
