import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { gradeRuleText, type HealthGrade as Grade } from '@ads-auditor/audit';
import { GRADE_COLOR } from './status-styles';

const STATUS_WORD = { warn: 'warns', fail: 'fails' } as const;

/** The overall grade with how the checks make it: the checks that cost points, then the rule. */
export function HealthGrade({ grade }: { grade: Grade }) {
  const color = GRADE_COLOR[grade.letter];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box
        role="img"
        aria-label={`Grade ${grade.letter}`}
        sx={{
          flexShrink: 0, width: 64, height: 64, borderRadius: 2, display: 'grid', placeItems: 'center',
          bgcolor: `${color}.main`, color: `${color}.contrastText`, typography: 'h3', fontWeight: 700,
        }}
      >
        {grade.letter}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          Grade {grade.letter}: {grade.points} {grade.points === 1 ? 'point' : 'points'}
        </Typography>
        {grade.contributions.length === 0 ? (
          <Typography variant="body2">No check warns or fails.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {grade.contributions.map((c) => (
              <li key={c.check_id}>
                {c.title} {STATUS_WORD[c.status]} ({c.severity} severity): {c.points} {c.points === 1 ? 'point' : 'points'}
              </li>
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {gradeRuleText()}
        </Typography>
      </Box>
    </Stack>
  );
}
