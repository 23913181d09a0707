import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { Trans, useTranslation } from 'react-i18next';

export interface AboutDialogProps {
  onClose: () => void;
  supportEmail: string;
}

/** Help text with the support contact from configuration, and OK. */
export function AboutDialog({ onClose, supportEmail }: AboutDialogProps) {
  const { t } = useTranslation(['dialogs', 'common']);
  return (
    <Dialog open onClose={onClose} aria-labelledby="about-title" maxWidth="sm" fullWidth>
      <DialogTitle id="about-title">{t('about.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('about.body')}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>{t('about.usage')}</DialogContentText>
        <DialogContentText sx={{ mb: 2 }} data-testid="about-recordings">
          <Trans t={t} i18nKey="about.recordings" components={{ licence: <Link href="/audio/timbre/LICENSE.md" target="_blank" rel="noopener" /> }} />
        </DialogContentText>
        <DialogContentText>
          <Trans
            t={t}
            i18nKey="about.help"
            values={{ email: supportEmail }}
            components={{ mail: <Link href={`mailto:${supportEmail}`} /> }}
          />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
