import { useId, useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignNotesCoverage, NOTES_COVERAGE_TARGET, parentAsinNotesCoverage, type NotesCoverage } from '@ads-auditor/audit';
import { useAuditorSession } from '../../audit-session';
import { CoverageBar } from './CoverageBar';
import { useNotes } from './notes-context';

interface CoverageGroupProps {
  title: string;
  coverage: NotesCoverage;
  spendMeasure: string;
  salesMeasure: string;
  unit: { one: string; many: string };
}

function CoverageGroup({ title, coverage, spendMeasure, salesMeasure, unit }: CoverageGroupProps) {
  return (
    <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {coverage.coveredCount} of {coverage.itemCount} {coverage.itemCount === 1 ? `${unit.one} has` : `${unit.many} have`} notes
        </Typography>
      </div>
      <CoverageBar label={`${title} coverage of ${spendMeasure.toLowerCase()}`} measure={spendMeasure} share={coverage.spend} unit={unit} />
      <CoverageBar label={`${title} coverage of ${salesMeasure.toLowerCase()}`} measure={salesMeasure} share={coverage.sales} unit={unit} />
    </Stack>
  );
}

/** Without a business report: the parent ASINs with notes are known, their spend and sales are not. */
function ParentNotesWithoutReport({ count }: { count: number }) {
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>Parent ASIN notes</Typography>
      <Typography variant="body2" color="text.secondary">
        {count} {count === 1 ? 'parent ASIN has' : 'parent ASINs have'} notes. Add a business report under Enhance Data to measure their coverage of ad spend and total sales.
      </Typography>
    </Stack>
  );
}

/**
 * The notes coverage gauge: how much of the spend and sales belongs to
 * campaigns, and to parent ASINs, with at least one note, against the 80% target. Parent ASIN
 * coverage (ad spend and business-report total sales) needs a business report; without one the
 * gauge still counts the parent ASINs with notes.
 */
export function NotesCoverageGauge() {
  const { audit, businessReport } = useAuditorSession();
  const { campaignNoteCount, parentAsinNoteCount, parentAsinNotes, loadError } = useNotes();
  const titleId = useId();

  const campaigns = useMemo(() => campaignNotesCoverage(audit.campaigns, (id) => campaignNoteCount(id) > 0), [audit.campaigns, campaignNoteCount]);
  const parents = useMemo(
    () => (businessReport ? parentAsinNotesCoverage(businessReport.parent_asin_summary, (asin) => parentAsinNoteCount(asin) > 0) : null),
    [businessReport, parentAsinNoteCount],
  );
  const notedParentCount = useMemo(() => Object.values(parentAsinNotes).filter((notes) => notes.length > 0).length, [parentAsinNotes]);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={titleId} variant="h6" component="h2">Notes Coverage</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Share of spend and sales with at least one note. Target: {NOTES_COVERAGE_TARGET}%.
      </Typography>
      {loadError ? (
        <Alert severity="error">{loadError}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 3, md: 4 }}>
          <CoverageGroup title="Campaign notes" coverage={campaigns} spendMeasure="Spend" salesMeasure="Sales" unit={{ one: 'campaign', many: 'campaigns' }} />
          {parents && (
            <CoverageGroup title="Parent ASIN notes" coverage={parents} spendMeasure="Ad spend" salesMeasure="Total sales" unit={{ one: 'parent ASIN', many: 'parent ASINs' }} />
          )}
          {!parents && notedParentCount > 0 && <ParentNotesWithoutReport count={notedParentCount} />}
        </Stack>
      )}
    </Paper>
  );
}
