import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LtiRegistrationInvitation, Organization } from '../api-contract';
import { CopyField } from './copy-field';

/**
 * Registration from one URL (LTI Dynamic Registration: Moodle 4.1 or later): the teacher makes a
 * URL for an organization; the platform's administrator pastes it into the platform, which
 * registers itself with Auricle.
 */
export function RegistrationUrlSection({ organizations, invite }: { organizations: readonly Organization[]; invite(organizationId: number): Promise<LtiRegistrationInvitation> }) {
  const { t, i18n } = useTranslation('lti');
  const [organizationId, setOrganizationId] = useState('');
  const [made, setMade] = useState<LtiRegistrationInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const make = async () => {
    setBusy(true);
    setFailed(false);
    try {
      setMade(await invite(Number(organizationId)));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('platforms.dynamic.title')} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          {t('platforms.dynamic.title')}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
          {t('platforms.dynamic.intro')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('platforms.fields.organizationId')}
            value={organizationId}
            onChange={(event) => {
              setOrganizationId(event.target.value);
              setMade(null);
            }}
            slotProps={{ htmlInput: { 'data-testid': 'registration-organization' } }}
            sx={{ flex: 1 }}
          >
            {organizations.map((organization) => (
              <MenuItem key={organization.id} value={String(organization.id)}>
                {organization.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" disabled={organizationId === '' || busy} onClick={() => void make()}>
            {t('platforms.dynamic.make')}
          </Button>
        </Stack>
        {failed && (
          <Alert severity="error" role="alert">
            {t('platforms.dynamic.failed')}
          </Alert>
        )}
        {made && (
          <>
            <CopyField label={t('platforms.dynamic.url', { organization: made.organization })} value={made.url} testId="registration-url" />
            <Typography variant="body2" color="text.secondary" data-testid="registration-expiry">
              {t('platforms.dynamic.once', { date: new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(made.expiresAt)) })}
            </Typography>
          </>
        )}
      </Stack>
    </Paper>
  );
}
