import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ORGANIZATION_NAME_LIMITS, type Organization } from '../api-contract';
import { OrganizationRow } from './organizations-page-row';
import { scheduleErrorMessage } from './schedule-errors';
import * as schedulesApi from './schedules-api';
import { PageHeading } from '../ui';

export type OrganizationsPageApi = Pick<typeof schedulesApi, 'listOrganizations' | 'createOrganization' | 'renameOrganization' | 'deleteOrganization'>;

const byName = (a: Organization, b: Organization) => a.name.localeCompare(b.name);

type Listed = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: Organization[] };

/** Teachers keep the list of organizations students belong to: add, rename, and delete an unused one. */
export function OrganizationsPage({ api = schedulesApi }: { api?: OrganizationsPageApi }) {
  const { t } = useTranslation('schedules');
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    api.listOrganizations(controller.signal).then(
      (rows) => !controller.signal.aborted && setListed({ status: 'ready', rows: [...rows].sort(byName) }),
      (error: unknown) => !controller.signal.aborted && setListed({ status: 'failed', message: scheduleErrorMessage(t, error) }),
    );
    return () => controller.abort();
  }, [api, reloads, t]);

  const rows = listed.status === 'ready' ? listed.rows : [];
  const update = (change: (rows: Organization[]) => Organization[]) =>
    setListed((current) => (current.status === 'ready' ? { status: 'ready', rows: change(current.rows).sort(byName) } : current));

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '') {
      setAddError(t('organizations.errors.nameRequired'));
      return;
    }
    setAdding(true);
    setAddError(null);
    try {
      const created = await api.createOrganization(trimmed);
      update((list) => [...list, created]);
      setName('');
    } catch (error) {
      setAddError(scheduleErrorMessage(t, error));
    } finally {
      setAdding(false);
    }
  };

  return (
    <Stack spacing={3} component="article" data-testid="organizations-page" sx={{ maxWidth: 840, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('organizations.title')} intro={t('organizations.intro')} />

      <Paper variant="outlined" component="form" onSubmit={(event) => void onAdd(event)} noValidate aria-label={t('organizations.add.label')} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            size="small"
            label={t('organizations.add.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={addError !== null}
            helperText={addError ?? ' '}
            slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_LIMITS.max } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained" disabled={adding}>
            {t('organizations.add.submit')}
          </Button>
        </Stack>
      </Paper>

      {listed.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('organizations.loading')} />
        </Box>
      )}
      {listed.status === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads((n) => n + 1)}>{t('list.retry')}</Button>}>
          {listed.message}
        </Alert>
      )}
      {listed.status === 'ready' && rows.length === 0 && <Alert severity="info">{t('organizations.empty')}</Alert>}
      {rows.length > 0 && (
        <Paper variant="outlined" component="ul" aria-label={t('organizations.listLabel')} sx={{ p: 0, m: 0 }}>
          {rows.map((organization) => (
            <OrganizationRow
              key={organization.id}
              organization={organization}
              onRename={async (next) => {
                const renamed = await api.renameOrganization(organization.id, next);
                update((list) => list.map((o) => (o.id === renamed.id ? renamed : o)));
              }}
              onDelete={async () => {
                await api.deleteOrganization(organization.id);
                update((list) => list.filter((o) => o.id !== organization.id));
              }}
            />
          ))}
        </Paper>
      )}
    </Stack>
  );
}
