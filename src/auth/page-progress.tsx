import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import Typography from '@mui/material/Typography';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/**
 * A centred spinner with a short line of text, while the session is being established. The
 * spinner is a bordered circle, not MUI's CircularProgress: this shows before any page, so
 * its weight is on every first load.
 */
export function PageProgress({ label }: { label: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 10 }}>
      <Box
        aria-hidden
        data-testid="page-progress-spinner"
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'action.hover',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.9s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '3s' },
        }}
      />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
