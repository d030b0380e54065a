import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { gradeVerdict, type HealthGrade } from '@ads-auditor/audit';
import { GRADE_COLOR } from '../../health';
import { VERDICT_COLOR } from './ChangeVerdictLabel';

const VERDICT_TEXT = { better: 'better', worse: 'worse', neutral: 'unchanged' } as const;

function Letter({ grade, label }: { grade: HealthGrade; label: string }) {
  const color = GRADE_COLOR[grade.letter];
  return (
    <Box
      component="span"
      role="img"
      aria-label={`${label} grade ${grade.letter}`}
      sx={{ display: 'inline-grid', placeItems: 'center', minWidth: '1.8em', px: 0.5, borderRadius: 1, fontWeight: 800, bgcolor: `${color}.main`, color: `${color}.contrastText` }}
    >
      {grade.letter}
    </Box>
  );
}

/** 'Health grade B → A, better': the account health grade of each period and whether it moved the right way. */
export function GradeChange({ older, newer }: { older: HealthGrade; newer: HealthGrade }) {
  const verdict = gradeVerdict(older.letter, newer.letter);
  return (
    <Paper component="section" variant="outlined" aria-label="Health grade change" sx={{ px: { xs: 1.5, sm: 2 }, py: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>Health grade</Typography>
      <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, typography: 'h6' }}>
        <Letter grade={older} label="Earlier" />
        <span aria-hidden>→</span>
        <Letter grade={newer} label="Later" />
      </Box>
      <Typography sx={{ fontWeight: 700, color: verdict === 'neutral' ? 'text.secondary' : VERDICT_COLOR[verdict] }}>
        {VERDICT_TEXT[verdict]}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {older.points} → {newer.points} points from the checks that warn or fail
      </Typography>
    </Paper>
  );
}
