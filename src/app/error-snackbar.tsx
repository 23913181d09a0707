import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { clearError, useSession } from '../session';
import { SNACKBAR_ICON_PATHS, snackbarStyle } from './error-snackbar-style';
import { MdiIcon } from '../ui';
import { APP_BAR_HEIGHT } from './theme';

const slideDown = keyframes`
  from { opacity: 0; transform: translateY(-16px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The global error snackbar: at the top, never auto-dismissed, closed only by Close or when
 * the error is cleared. (A positioned alert rather than MUI's Snackbar, whose auto-hide,
 * click-away and transition machinery this one must not have.)
 */
export function ErrorSnackbar() {
  const { t } = useTranslation();
  const error = useSession((state) => state.error);
  if (!error) return null;
  const style = snackbarStyle(error.status);

  return (
    <Box
      data-testid="error-snackbar-anchor"
      sx={{
        position: 'fixed',
        // Just below the app bar, so the user's name and the buttons stay visible.
        top: APP_BAR_HEIGHT + 8,
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 16px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        animation: `${slideDown} 200ms ease-out`,
      }}
    >
      <Alert
        data-testid="error-snackbar"
        data-status={error.status ?? ''}
        data-icon={style.icon}
        severity={style.severity}
        variant="filled"
        elevation={6}
        icon={<MdiIcon path={SNACKBAR_ICON_PATHS[style.icon]} fontSize="inherit" />}
        action={
          <Button color="inherit" size="small" onClick={clearError}>
            {t('actions.close')}
          </Button>
        }
        sx={{ alignItems: 'center', minWidth: { sm: 360 }, maxWidth: 640 }}
      >
        {error.message}
      </Alert>
    </Box>
  );
}
