import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LTI_PLATFORM_LIMITS, LTI_URL_PATTERN, type LtiPlatform, type LtiPlatformRequest, type LtiTool, type Organization } from '../api-contract';
import { ApiError } from '../lib/api-client';
import { PageHeading } from '../ui';
import * as ltiApi from './lti-api';
import { CopyField } from './copy-field';
import { canvasConfiguration, CANVAS_CLOUD, moodleAddresses, type PlatformAddresses } from './platform-presets';
import { PlatformList } from './platform-list';
import { RegistrationUrlSection } from './registration-url';

export type PlatformsPageApi = Pick<
  typeof ltiApi,
  'fetchLtiTool' | 'listLtiPlatforms' | 'addLtiPlatform' | 'updateLtiPlatform' | 'removeLtiPlatform' | 'listOrganizationsForPlatforms' | 'inviteLtiRegistration'
>;

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; tool: LtiTool; platforms: LtiPlatform[]; organizations: Organization[] };

interface Draft {
  name: string;
  issuer: string;
  clientId: string;
  loginUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  deploymentIds: string;
  organizationId: string;
}

const EMPTY: Draft = { name: '', issuer: '', clientId: '', loginUrl: '', tokenUrl: '', jwksUrl: '', deploymentIds: '', organizationId: '' };
type Field = keyof Draft;
const URL_FIELDS = ['issuer', 'loginUrl', 'tokenUrl', 'jwksUrl'] as const satisfies readonly Field[];

const PLATFORM_URL = new RegExp(LTI_URL_PATTERN);
const isHttpUrl = (value: string): boolean => PLATFORM_URL.test(value);

/** The draft as a request, or the translated reason of each field that is wrong. */
function checkDraft(draft: Draft): { ok: true; request: LtiPlatformRequest } | { ok: false; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const value = (field: Field) => draft[field].trim();
  for (const field of ['name', 'clientId', ...URL_FIELDS, 'organizationId'] as const) if (value(field) === '') errors[field] = 'platforms.errors.required';
  for (const field of URL_FIELDS) if (value(field) !== '' && !isHttpUrl(value(field))) errors[field] = 'platforms.errors.url';
  const deploymentIds = [...new Set(draft.deploymentIds.split(/[\s,]+/).filter(Boolean))];
  if (deploymentIds.length === 0) errors.deploymentIds = 'platforms.errors.deployments';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      name: value('name'),
      issuer: value('issuer'),
      clientId: value('clientId'),
      loginUrl: value('loginUrl'),
      tokenUrl: value('tokenUrl'),
      jwksUrl: value('jwksUrl'),
      deploymentIds,
      organizationId: Number(value('organizationId')),
    },
  };
}

/** `/platforms`: how to add Auricle to Moodle or Canvas, and the platforms registered (an unlimited teacher's). */
export function PlatformsPage({ api = ltiApi }: { api?: PlatformsPageApi }) {
  const { t } = useTranslation('lti');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [moodleSite, setMoodleSite] = useState('');
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  // The platform whose registration the form corrects; null: the form registers a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const appOrigin = window.location.origin;

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.fetchLtiTool(controller.signal), api.listLtiPlatforms(controller.signal), api.listOrganizationsForPlatforms(controller.signal)]).then(
      ([tool, platforms, organizations]) => !controller.signal.aborted && setLoaded({ status: 'ready', tool, platforms, organizations }),
      () => !controller.signal.aborted && setLoaded({ status: 'failed' }),
    );
    return () => controller.abort();
  }, [api, reloads]);

  const set = (field: Field) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const fill = (addresses: PlatformAddresses) => setDraft((current) => ({ ...current, ...addresses }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    setOutcome(null);
    try {
      if (editing === null) {
        const added = await api.addLtiPlatform(checked.request);
        setLoaded((current) => (current.status === 'ready' ? { ...current, platforms: [...current.platforms, added] } : current));
        setOutcome({ ok: true, text: t('platforms.added', { name: added.name }) });
      } else {
        const updated = await api.updateLtiPlatform(editing, checked.request);
        setLoaded((current) => (current.status === 'ready' ? { ...current, platforms: current.platforms.map((p) => (p.id === updated.id ? updated : p)) } : current));
        setOutcome({ ok: true, text: t('platforms.updated', { name: updated.name }) });
        setEditing(null);
      }
      setDraft(EMPTY);
    } catch (error) {
      const text =
        error instanceof ApiError && error.status === 409
          ? t('platforms.errors.taken')
          : error instanceof ApiError && error.status === 400
            ? t('platforms.errors.refused', { message: error.message })
            : t('platforms.errors.failed');
      setOutcome({ ok: false, text });
    } finally {
      setSaving(false);
    }
  };

  const onEdit = (platform: LtiPlatform) => {
    setEditing(platform.id);
    setErrors({});
    setOutcome(null);
    setDraft({
      name: platform.name,
      issuer: platform.issuer,
      clientId: platform.clientId,
      loginUrl: platform.loginUrl,
      tokenUrl: platform.tokenUrl,
      jwksUrl: platform.jwksUrl,
      deploymentIds: platform.deploymentIds.join(' '),
      organizationId: String(platform.organizationId),
    });
  };

  const stopEditing = () => {
    setEditing(null);
    setErrors({});
    setDraft(EMPTY);
  };

  const onRemove = async (platform: LtiPlatform) => {
    await api.removeLtiPlatform(platform.id);
    setLoaded((current) => (current.status === 'ready' ? { ...current, platforms: current.platforms.filter((p) => p.id !== platform.id) } : current));
    if (editing === platform.id) stopEditing();
    setOutcome({ ok: true, text: t('platforms.removed', { name: platform.name }) });
  };

  const editedName = loaded.status === 'ready' ? loaded.platforms.find((p) => p.id === editing)?.name : undefined;
  const formTitle = editedName === undefined ? t('platforms.add.title') : t('platforms.add.editTitle', { name: editedName });

  const textField = (field: Field, max: number, extra: { type?: string; helper?: string } = {}) => (
    <TextField
      size="small"
      label={t(`platforms.fields.${field}`)}
      value={draft[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={errors[field] !== undefined}
      helperText={errors[field] ? t(errors[field]) : (extra.helper ?? ' ')}
      slotProps={{ htmlInput: { maxLength: max, 'data-field': field } }}
      {...(extra.type ? { type: extra.type } : {})}
      fullWidth
    />
  );

  return (
    <Stack spacing={3} component="article" data-testid="platforms-page" sx={{ maxWidth: 960, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('platforms.title')} intro={t('platforms.intro')} />
      {loaded.status === 'failed' && (
        <Alert severity="error" action={<Button onClick={() => setReloads((n) => n + 1)}>{t('platforms.retry')}</Button>}>
          {t('platforms.loadFailed')}
        </Alert>
      )}
      {loaded.status === 'ready' && (
        <>
          <Paper variant="outlined" component="section" aria-label={t('platforms.tool.title')} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('platforms.tool.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('platforms.tool.intro')}
              </Typography>
              <CopyField label={t('platforms.tool.target')} value={`${appOrigin}/`} testId="tool-target" />
              <CopyField label={t('platforms.tool.login')} value={loaded.tool.loginUrl} testId="tool-login" />
              <CopyField label={t('platforms.tool.launch')} value={loaded.tool.launchUrl} testId="tool-launch" />
              <CopyField label={t('platforms.tool.jwks')} value={loaded.tool.jwksUrl} testId="tool-jwks" />
              <Typography variant="subtitle1" component="h3">
                {t('platforms.moodle.title')}
              </Typography>
              <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-line' }}>
                {t('platforms.moodle.steps')}
              </Typography>
              <Typography variant="subtitle1" component="h3">
                {t('platforms.canvas.title')}
              </Typography>
              <Typography variant="body2">{t('platforms.canvas.steps')}</Typography>
              <CopyField
                label={t('platforms.canvas.json')}
                value={JSON.stringify(canvasConfiguration(loaded.tool, appOrigin, t('platforms.canvas.description')), null, 2)}
                testId="canvas-json"
                multiline
              />
            </Stack>
          </Paper>

          <RegistrationUrlSection organizations={loaded.organizations} invite={api.inviteLtiRegistration} />

          <PlatformList platforms={loaded.platforms} editing={editing} onEdit={onEdit} onRemove={onRemove} />

          <Paper variant="outlined" component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label={formTitle} sx={{ p: 2 }}>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {formTitle}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                <TextField size="small" label={t('platforms.add.moodleSite')} value={moodleSite} onChange={(event) => setMoodleSite(event.target.value)} sx={{ flex: 1 }} />
                <Button onClick={() => isHttpUrl(moodleSite.trim()) && fill(moodleAddresses(moodleSite))} disabled={!isHttpUrl(moodleSite.trim())}>
                  {t('platforms.add.fillMoodle')}
                </Button>
                <Button onClick={() => fill(CANVAS_CLOUD)}>{t('platforms.add.fillCanvas')}</Button>
              </Stack>
              {textField('name', LTI_PLATFORM_LIMITS.name)}
              {textField('issuer', LTI_PLATFORM_LIMITS.url)}
              {textField('clientId', LTI_PLATFORM_LIMITS.clientId)}
              {textField('loginUrl', LTI_PLATFORM_LIMITS.url)}
              {textField('tokenUrl', LTI_PLATFORM_LIMITS.url)}
              {textField('jwksUrl', LTI_PLATFORM_LIMITS.url)}
              {textField('deploymentIds', LTI_PLATFORM_LIMITS.deploymentId * 4, { helper: t('platforms.add.deploymentsHelp') })}
              <TextField
                select
                size="small"
                label={t('platforms.fields.organizationId')}
                value={draft.organizationId}
                onChange={(event) => set('organizationId')(event.target.value)}
                error={errors.organizationId !== undefined}
                helperText={errors.organizationId ? t(errors.organizationId) : t('platforms.add.organizationHelp')}
                slotProps={{ htmlInput: { 'data-field': 'organizationId' } }}
                fullWidth
              >
                {loaded.organizations.map((organization) => (
                  <MenuItem key={organization.id} value={String(organization.id)}>
                    {organization.name}
                  </MenuItem>
                ))}
              </TextField>
              {outcome && (
                <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
                  {outcome.text}
                </Alert>
              )}
              <Stack direction="row" spacing={1}>
                <Button type="submit" variant="contained" disabled={saving}>
                  {t(editing === null ? 'platforms.add.submit' : 'platforms.add.save')}
                </Button>
                {editing !== null && (
                  <Button onClick={stopEditing} disabled={saving}>
                    {t('platforms.add.cancelEdit')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}
