import { mdiPlus } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { OfficialExamSchedule, Organization, ScheduleStatus } from '../api-contract';
import { AREAS_IN_NAV_ORDER, isAreaId } from '../lib/area-registry';
import { MdiIcon, SelectField, PageHeading } from '../ui';
import { scheduleErrorMessage } from './schedule-errors';
import { NEW_SCHEDULE_PATH, ORGANIZATIONS_PATH } from './schedule-paths';
import * as schedulesApi from './schedules-api';
import { ScheduleCard, type ScheduleAction } from './schedules-page-card';
import { ConfirmScheduleChange } from './schedules-page-confirm';

// The preview opens on a click: its dialog and the exam's play control load then, not with the list.
const SchedulePreviewDialog = lazy(() => import('./schedule-preview-dialog').then((m) => ({ default: m.SchedulePreviewDialog })));

export type SchedulesPageApi = Pick<
  typeof schedulesApi,
  'listSchedules' | 'listOrganizations' | 'closeSchedule' | 'deleteSchedule' | 'getSchedulePreview' | 'fetchSchedulePreviewAudio'
>;

const STATUSES: readonly ScheduleStatus[] = ['open', 'upcoming', 'closed'];
const isStatus = (value: string | null): value is ScheduleStatus => STATUSES.some((status) => status === value);

type Listed = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; rows: OfficialExamSchedule[] };

/** Open if any is open, else upcoming if any is, else whichever has some. */
function defaultTab(rows: readonly OfficialExamSchedule[]): ScheduleStatus {
  if (rows.some((row) => row.status === 'open')) return 'open';
  if (rows.some((row) => row.status === 'upcoming') || rows.length === 0) return 'upcoming';
  return 'closed';
}

/** The teacher's scheduled official exams: open, upcoming and closed, by area and organization. */
export function SchedulesPage({ api = schedulesApi }: { api?: SchedulesPageApi }) {
  const { t } = useTranslation(['schedules', 'common']);
  const [params, setParams] = useSearchParams();
  const areaParam = params.get('area');
  const area = isAreaId(areaParam) ? areaParam : '';
  const organization = params.get('organization') ?? '';
  const tabParam = params.get('status');
  const [listed, setListed] = useState<Listed>({ status: 'loading' });
  const [organizations, setOrganizations] = useState<Organization[]>([]);
  const [reloads, setReloads] = useState(0);
  const [pending, setPending] = useState<{ action: ScheduleAction; schedule: OfficialExamSchedule } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.listSchedules({ ...(area ? { area } : {}), ...(organization ? { organization } : {}) }, controller.signal).then(
      (list) => !controller.signal.aborted && setListed({ status: 'ready', rows: list.rows }),
      (error: unknown) => !controller.signal.aborted && setListed({ status: 'failed', message: scheduleErrorMessage(t, error) }),
    );
    return () => controller.abort();
  }, [api, area, organization, reloads, t]);

  useEffect(() => {
    const controller = new AbortController();
    api.listOrganizations(controller.signal).then(
      (list) => !controller.signal.aborted && setOrganizations(list),
      () => undefined,
    );
    return () => controller.abort();
  }, [api]);

  const rows = useMemo(() => (listed.status === 'ready' ? listed.rows : []), [listed]);
  const tab = isStatus(tabParam) ? tabParam : defaultTab(rows);
  const shown = rows.filter((row) => row.status === tab);
  const filtered = area !== '' || organization !== '';

  const setFilter = (name: 'area' | 'organization' | 'status', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    // A new filter shows its own default tab.
    if (name !== 'status') next.delete('status');
    setParams(next, { replace: true });
  };
  const done = () => {
    setPending(null);
    setReloads((n) => n + 1);
  };

  return (
    <Stack spacing={3} component="article" data-testid="schedules-page" sx={{ maxWidth: 1200, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' }, justifyContent: 'space-between' }}>
        <PageHeading title={t('list.title')} intro={t('list.intro')} />
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={ORGANIZATIONS_PATH}>
            {t('list.organizationsLink')}
          </Button>
          <Button variant="contained" component={RouterLink} to={NEW_SCHEDULE_PATH} startIcon={<MdiIcon path={mdiPlus} />}>
            {t('list.new')}
          </Button>
        </Stack>
      </Stack>

      <Paper variant="outlined" role="search" aria-label={t('list.filters')} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectField label={t('list.area')} value={area} onChange={(value) => setFilter('area', value)} data-testid="schedules-area-filter">
            <option value="">{t('list.allAreas')}</option>
            {AREAS_IN_NAV_ORDER.map((record) => (
              <option key={record.id} value={record.id}>
                {t(`common:nav.areas.${record.id}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('list.organization')}
            value={organization}
            onChange={(value) => setFilter('organization', value)}
            data-testid="schedules-organization-filter"
          >
            <option value="">{t('list.allOrganizations')}</option>
            {organizations.map((o) => (
              <option key={o.id} value={o.name}>
                {o.name}
              </option>
            ))}
          </SelectField>
        </Stack>
      </Paper>

      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: ScheduleStatus) => setFilter('status', value)} aria-label={t('list.tabs')} variant="fullWidth">
          {STATUSES.map((status) => (
            <Tab
              key={status}
              value={status}
              label={t(`status.${status}Count`, { count: rows.filter((row) => row.status === status).length })}
              data-testid={`schedules-tab-${status}`}
            />
          ))}
        </Tabs>
      </Box>

      {listed.status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      )}
      {listed.status === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setReloads((n) => n + 1)}>{t('list.retry')}</Button>}>
          {listed.message}
        </Alert>
      )}
      {listed.status === 'ready' && rows.length === 0 && !filtered && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }} data-testid="schedules-empty">
          <Typography variant="h6" component="h2" gutterBottom>
            {t('list.empty.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 640, mx: 'auto' }}>
            {t('list.empty.text')}
          </Typography>
          <Button variant="contained" component={RouterLink} to={NEW_SCHEDULE_PATH} startIcon={<MdiIcon path={mdiPlus} />}>
            {t('list.new')}
          </Button>
        </Paper>
      )}
      {listed.status === 'ready' && (rows.length > 0 || filtered) && shown.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }} data-testid="schedules-none-here">
          {filtered && rows.length === 0 ? t('list.noneMatch') : t(`list.none.${tab}`)}
        </Typography>
      )}
      {shown.length > 0 && (
        <Stack component="ul" spacing={2} aria-label={t(`status.${tab}`)} sx={{ p: 0, m: 0 }}>
          {shown.map((schedule) => (
            <ScheduleCard key={schedule.id} schedule={schedule} onAction={(action, s) => setPending({ action, schedule: s })} />
          ))}
        </Stack>
      )}

      {pending?.action === 'preview' && (
        <Suspense fallback={null}>
          <SchedulePreviewDialog schedule={pending.schedule} api={api} onClose={() => setPending(null)} />
        </Suspense>
      )}
      {(pending?.action === 'close' || pending?.action === 'delete') && (
        <ConfirmScheduleChange
          kind={pending.action}
          schedule={pending.schedule}
          onConfirm={(s) => (pending.action === 'close' ? api.closeSchedule(s.id) : api.deleteSchedule(s.id))}
          onDone={done}
          onCancel={done}
        />
      )}
    </Stack>
  );
}
