import { BusinessReportDropZone } from './BusinessReportDropZone';
import { useBusinessReportUpload } from './use-business-report-upload';

/** The business-report upload as a screen of its own (the Parent ASIN Audit tab without a report). */
export function BusinessReportUploadScreen() {
  const upload = useBusinessReportUpload('open');
  return <BusinessReportDropZone upload={upload} />;
}
