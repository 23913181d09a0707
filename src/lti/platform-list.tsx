import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LtiPlatform } from '../api-contract';
import { visuallyHidden } from '../ui';

export interface PlatformListProps {
  platforms: readonly LtiPlatform[];
  /** The platform whose registration the form below is correcting, if any. */
  editing: number | null;
  onEdit(platform: LtiPlatform): void;
  /** Removes it; rejects when the API refused. */
  onRemove(platform: LtiPlatform): Promise<void>;
}

/** The registered platforms, each to correct or remove (after a confirmation that says what goes with it). */
export function PlatformList({ platforms, editing, onEdit, onRemove }: PlatformListProps) {
  const { t } = useTranslation('lti');
  const [removing, setRemoving] = useState<LtiPlatform | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const confirm = async () => {
    if (!removing) return;
    setBusy(true);
    setFailed(false);
    try {
      await onRemove(removing);
      setRemoving(null);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('platforms.list.title')} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('platforms.list.title')}
      </Typography>
      {platforms.length === 0 ? (
        <Typography color="text.secondary">{t('platforms.list.none')}</Typography>
      ) : (
        <Table size="small" aria-label={t('platforms.list.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('platforms.fields.name')}</TableCell>
              <TableCell>{t('platforms.fields.issuer')}</TableCell>
              <TableCell>{t('platforms.fields.clientId')}</TableCell>
              <TableCell>{t('platforms.fields.deploymentIds')}</TableCell>
              <TableCell>{t('platforms.fields.organizationId')}</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {t('platforms.list.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {platforms.map((platform) => (
              <TableRow key={platform.id} selected={platform.id === editing} data-platform={platform.id}>
                <TableCell>{platform.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{platform.issuer}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{platform.clientId}</TableCell>
                <TableCell>{platform.deploymentIds.join(', ')}</TableCell>
                <TableCell>{platform.organization}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5}>
                    <Button size="small" onClick={() => onEdit(platform)} aria-label={t('platforms.list.editNamed', { name: platform.name })}>
                      {t('platforms.list.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setRemoving(platform)} aria-label={t('platforms.list.removeNamed', { name: platform.name })}>
                      {t('platforms.list.remove')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Dialog open={removing !== null} onClose={() => !busy && setRemoving(null)} aria-labelledby="remove-platform-title">
        <DialogTitle id="remove-platform-title">{t('platforms.remove.title', { name: removing?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('platforms.remove.body')}</DialogContentText>
          {failed && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t('platforms.remove.failed')}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={busy}>
            {t('platforms.remove.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void confirm()} disabled={busy}>
            {t('platforms.remove.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
