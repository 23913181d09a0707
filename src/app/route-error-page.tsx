import { mdiAlertCircle, mdiReload } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../ui';

/** What a page shows when its module cannot be loaded (after the one automatic reload) or it crashes. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <MdiIcon path={mdiAlertCircle} color="error" sx={{ fontSize: 56 }} />
      <Typography variant="h2" component="h1">
        {t('errors.routeLoadTitle')}
      </Typography>
      <Typography color="text.secondary">{t('errors.routeLoadMessage')}</Typography>
      <Button variant="contained" startIcon={<MdiIcon path={mdiReload} />} onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Box>
  );
}
