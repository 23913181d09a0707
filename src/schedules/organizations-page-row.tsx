import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NAME_LIMITS, type Organization } from '../api-contract';
import { scheduleErrorMessage } from './schedule-errors';

export interface OrganizationRowProps {
  organization: Organization;
  /** Reject to keep the row open with the reason. */
  onRename(name: string): Promise<void>;
  onDelete(): Promise<void>;
}

/** One organization: its name, renamed in place, or deleted (refused, with the reason, while students belong to it). */
export function OrganizationRow({ organization, onRename, onDelete }: OrganizationRowProps) {
  const { t } = useTranslation('schedules');
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (change: () => Promise<void>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await change();
      after?.();
    } catch (cause) {
      setError(scheduleErrorMessage(t, cause));
    } finally {
      setBusy(false);
    }
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    const name = (editing ?? '').trim();
    if (name === '') {
      setError(t('organizations.errors.nameRequired'));
      return;
    }
    if (name === organization.name) {
      setEditing(null);
      return;
    }
    void run(() => onRename(name), () => setEditing(null));
  };

  return (
    <Box component="li" data-testid="organization-row" sx={{ listStyle: 'none', px: 2, py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
      {editing === null ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Typography sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>{organization.name}</Typography>
          <Button size="small" onClick={() => setEditing(organization.name)} disabled={busy} aria-label={t('organizations.renameFor', { name: organization.name })}>
            {t('organizations.rename')}
          </Button>
          <Button size="small" color="error" onClick={() => void run(onDelete)} disabled={busy} aria-label={t('organizations.deleteFor', { name: organization.name })}>
            {t('organizations.delete')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" onSubmit={onSave} noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={t('organizations.newName', { name: organization.name })}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            autoFocus
            slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_LIMITS.max } }}
            sx={{ flex: 1 }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" size="small" disabled={busy}>
              {t('organizations.save')}
            </Button>
            <Button
              size="small"
              onClick={() => {
                setEditing(null);
                setError(null);
              }}
              disabled={busy}
            >
              {t('organizations.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
      {error && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
