import type { HistoryUpload } from '../api/history-api';

/** What both layouts of the history (the table on a wide screen, the list on a phone) show. */
export interface HistoryRowsProps {
  uploads: HistoryUpload[];
  /** The upload on screen: its row says so instead of offering 'Open'. */
  shownUploadId: number | null;
  onOpen: (upload: HistoryUpload) => void;
}
