import { useCallback, useMemo, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MAX_LENGTH, type UserIdentity, type UserIdentityQuery } from '../api-contract';
import { useReportFormat, type ReportFormat } from './report-format';
import { PAGE_SIZES } from './report-query';
import { ReportLoadError } from './report-status';
import { ReportTable, type ReportColumn } from './report-table';
import { StudentIdentityDialog } from './student-identity-dialog';
import { httpStudentIdentityApi, type StudentIdentityApi } from './student-identity-api';
import { studentNameLink } from './total-report-columns';
import { useApiResource } from './use-api-resource';
import { useSearchUpdater } from './use-search-updater';
import { PageHeading } from '../ui';

const DEFAULT_PAGE_SIZE = 20;

/** The list's query from the URL; anything odd falls back to the first page of 20. */
export function parseIdentityQuery(params: URLSearchParams): Required<Pick<UserIdentityQuery, 'page' | 'pageSize'>> & UserIdentityQuery {
  const positive = (value: string | null) => (value !== null && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : null);
  const size = positive(params.get('pageSize'));
  return {
    organization: params.get('organization') ?? undefined,
    q: params.get('q') ?? undefined,
    page: positive(params.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

function columns(t: TFunction, format: ReportFormat, onEdit: (user: UserIdentity) => void): ReportColumn<UserIdentity>[] {
  return [
    { id: 'name', label: t('identities.columns.name'), wrap: true, render: (u) => studentNameLink({ sub: u.sub, name: u.name, user: u.email || u.sub }) },
    { id: 'email', label: t('identities.columns.email'), hideOnPhone: true, render: (u) => u.email || '—' },
    { id: 'organization', label: t('identities.columns.organization'), wrap: true, render: (u) => u.organization ?? '—' },
    {
      id: 'studentId',
      label: t('identities.columns.studentId'),
      code: true,
      render: (u) => (
        <>
          {u.studentId ?? '—'}
          {u.conflict && <Chip size="small" color="warning" label={t('identities.conflict')} sx={{ ml: 1 }} />}
        </>
      ),
    },
    {
      id: 'setBy',
      label: t('identities.columns.setBy'),
      hideOnPhone: true,
      wrap: true,
      render: (u) =>
        u.identitySource === null
          ? '—'
          : t(`identities.source.${u.identitySource}`, { date: u.identitySetAt ? format.shortDateTime(u.identitySetAt) : '—' }),
    },
    {
      id: 'actions',
      label: t('identities.columns.actions'),
      render: (u) =>
        u.identitySource === 'provider' ? (
          <Typography variant="body2" color="text.secondary">
            {t('identities.managedByProvider')}
          </Typography>
        ) : (
          <Button size="small" onClick={() => onEdit(u)} aria-label={t('identities.editFor', { name: u.name || u.email || u.sub })}>
            {t('identities.edit.button')}
          </Button>
        ),
    },
  ];
}

/** Admins find a student and correct their organization or student id (students set them only once). */
export function StudentIdentityPage({ api = httpStudentIdentityApi }: { api?: StudentIdentityApi }) {
  const { t } = useTranslation('reports');
  const format = useReportFormat();
  const [params, update] = useSearchUpdater();
  const search = params.toString();
  const query = useMemo(() => parseIdentityQuery(new URLSearchParams(search)), [search]);
  const [draft, setDraft] = useState({ organization: query.organization ?? '', q: query.q ?? '' });
  const [editing, setEditing] = useState<UserIdentity | null>(null);

  const load = useCallback((signal: AbortSignal) => api.list(query, signal), [api, query]);
  const users = useApiResource(load);
  const loadOrganizations = useCallback((signal: AbortSignal) => api.organizations(signal), [api]);
  const organizations = useApiResource(loadOrganizations);

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ organization: draft.organization, q: draft.q.trim(), page: undefined });
  };

  return (
    <Stack spacing={3} component="article" data-testid="student-identity-page" sx={{ maxWidth: 1200, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('identities.title')} intro={t('identities.intro')} />

      <Paper variant="outlined" component="form" role="search" aria-label={t('identities.search.label')} onSubmit={onSearch} sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={t('identities.search.organization')}
            value={draft.organization}
            onChange={(event) => setDraft({ ...draft, organization: event.target.value })}
            sx={{ minWidth: 240 }}
            helperText={organizations.failed ? t('identities.search.organizationsFailed') : undefined}
          >
            <MenuItem value="">{t('identities.search.allOrganizations')}</MenuItem>
            {(organizations.data ?? []).map((o) => (
              <MenuItem key={o.id} value={o.name}>
                {o.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="search"
            label={t('identities.search.query')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            slotProps={{ htmlInput: { maxLength: USER_SEARCH_MAX_LENGTH } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="contained">
            {t('identities.search.submit')}
          </Button>
        </Stack>
      </Paper>

      {users.failed && <ReportLoadError error={users.error} onRetry={users.retry} />}

      <Paper variant="outlined" component="section" aria-label={t('identities.results')}>
        <ReportTable
          label={t('identities.results')}
          columns={columns(t, format, setEditing)}
          rows={users.data?.rows ?? []}
          rowKey={(u) => u.sub}
          total={users.data?.total ?? 0}
          page={query.page}
          pageSize={query.pageSize}
          loading={users.loading}
          emptyText={users.loading ? t('table.loading') : t('identities.empty')}
          onPageChange={(page) => update({ page: page === 1 ? undefined : page })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: undefined })}
        />
      </Paper>

      {editing && (
        <StudentIdentityDialog
          user={editing}
          organizations={organizations.data ?? []}
          api={api}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            users.retry();
          }}
        />
      )}
    </Stack>
  );
}
