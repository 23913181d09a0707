import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../auth';
import { useSession } from '../session';

/**
 * The session-timeout warning: persistent (no backdrop or Escape dismissal), with a live
 * countdown. Any activity, including a click on "Stay signed in", restarts the idle timer,
 * which closes it.
 */
export function IdleDialog() {
  const { t } = useTranslation('dialogs');
  const auth = useAuthSession();
  const { warning, remainingSeconds } = useSession((state) => state.idle);

  return (
    <Dialog open={warning} aria-labelledby="idle-title" aria-describedby="idle-text" data-testid="idle-dialog">
      <DialogTitle id="idle-title">{t('idle.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-text">{t('idle.message')}</DialogContentText>
        <Typography variant="h2" component="p" align="center" sx={{ mt: 2 }} aria-live="polite">
          <span data-testid="idle-countdown">{remainingSeconds}</span>
        </Typography>
        <Typography align="center" color="text.secondary">
          {t('idle.secondsLeft')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void auth.logout()}>{t('idle.signOutNow')}</Button>
        {/* The click itself is activity: the idle timer restarts and this dialog closes. */}
        <Button variant="contained" autoFocus>
          {t('idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
