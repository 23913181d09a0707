import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearBackendError, useSession } from '../session';

/** Spec section 8, backend failure: the dialog's OK returns to the home page. */
export function BackendErrorDialog() {
  const { t } = useTranslation();
  const detail = useSession((state) => state.backendError);
  const navigate = useNavigate();

  const onOk = () => {
    clearBackendError();
    void navigate('/');
  };

  return (
    <Dialog open={detail !== null} aria-labelledby="backend-error-title" aria-describedby="backend-error-text">
      <DialogTitle id="backend-error-title">{t('errors.backendTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="backend-error-text">{t('errors.backendMessage', { detail: detail ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onOk} autoFocus>
          {t('actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
