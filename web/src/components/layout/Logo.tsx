import Box from '@mui/material/Box';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';

export function LogoMark({ size = 34 }: { size?: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        color: 'primary.contrastText',
        background: 'linear-gradient(135deg, #1D4ED8 0%, #7C3AED 100%)',
        flexShrink: 0,
      }}
    >
      <InsightsRoundedIcon fontSize="small" />
    </Box>
  );
}
