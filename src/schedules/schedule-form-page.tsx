import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { AREA_DEFINITIONS } from '../areas/definitions';
import type { OfficialExamSchedule, Organization } from '../lib/api-types';
import { AREAS_IN_NAV_ORDER, type AreaId } from '../lib/area-registry';
import { useAreaUi } from '../areas/load-area';
import { scheduleErrorMessage } from './schedule-errors';
import { ScheduleWhatFields, ScheduleWhenFields } from './schedule-form-fields';
import { ScheduleFormSettings } from './schedule-form-settings';
import { checkScheduleForm, newScheduleValues, scheduleValues, shownErrors, withArea, type ScheduleFormValues } from './schedule-form-values';
import { SCHEDULES_PATH } from './schedule-paths';
import { SchedulePreviewDialog } from './schedule-preview-dialog';
import * as schedulesApi from './schedules-api';
import { ConfirmScheduleChange } from './schedules-page-confirm';
import { PageHeading } from '../ui';

export type ScheduleFormApi = Pick<
  typeof schedulesApi,
  'getSchedule' | 'createSchedule' | 'updateSchedule' | 'closeSchedule' | 'listOrganizations' | 'getSchedulePreview' | 'fetchSchedulePreviewAudio'
>;

export interface ScheduleFormPageProps {
  api?: ScheduleFormApi;
  /** The clock the window is checked against (tests fix it). */
  now?: () => number;
}

const FIRST_AREA: AreaId = AREAS_IN_NAV_ORDER[0]?.id ?? 'eq';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; organizations: Organization[]; schedule: OfficialExamSchedule | null };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A teacher sets a scheduled official exam, or changes one nobody has started yet (`/schedules/:id/edit`). */
export function ScheduleFormPage({ api = schedulesApi, now = Date.now }: ScheduleFormPageProps) {
  const { t } = useTranslation('schedules');
  const { id } = useParams();
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [stored, setStored] = useState<ScheduleFormValues | null>(null);
  // The settings the area's draft starts from, until the teacher edits them.
  const [seed, setSeed] = useState<unknown>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [closing, setClosing] = useState(false);
  const area = useAreaUi(stored?.area ?? null);
  const [openedAt] = useState(now);

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.listOrganizations(controller.signal), id === undefined ? null : api.getSchedule(id, controller.signal)]).then(
      ([organizations, schedule]) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'ready', organizations, schedule });
        if (schedule) {
          setStored(scheduleValues(schedule));
          setSeed(schedule.settings);
        } else {
          const definition = AREA_DEFINITIONS[FIRST_AREA];
          setStored(newScheduleValues(FIRST_AREA, definition, openedAt));
          setSeed(definition.officialExam.settings);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: scheduleErrorMessage(t, error) });
      },
    );
    return () => controller.abort();
  }, [api, id, t, openedAt]);

  if (loaded.status !== 'ready' || stored === null) {
    return (
      <PageFrame title={t(id === undefined ? 'form.newTitle' : 'form.editTitle')}>
        {loaded.status === 'failed' ? (
          <Alert severity="error">{loaded.message}</Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('form.loading')} />
          </Box>
        )}
      </PageFrame>
    );
  }

  const { schedule, organizations } = loaded;
  // The area's form turns the seed into its draft once it has loaded.
  const values: ScheduleFormValues = stored.draft !== null || area.status !== 'ready' ? stored : { ...stored, draft: area.ui.toDraft(seed) };
  const definition = AREA_DEFINITIONS[values.area];
  const readOnly = schedule?.started === true;
  const errors = shownErrors(submitted, values, definition, now());
  const ready = area.status === 'ready' && values.draft !== null;

  const onArea = (next: AreaId) => {
    const nextDefinition = AREA_DEFINITIONS[next];
    setSeed(nextDefinition.officialExam.settings);
    setStored(withArea(values, next, nextDefinition));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !ready) return;
    setSubmitted(true);
    const check = checkScheduleForm(values, definition, now());
    if (!check.ok) return;
    setSaving(true);
    setSaveError(null);
    try {
      if (schedule) await api.updateSchedule(schedule.id, check.request);
      else await api.createSchedule(check.request);
      void navigate(SCHEDULES_PATH);
    } catch (error) {
      setSaveError(scheduleErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame title={schedule ? t('form.editTitle') : t('form.newTitle')} intro={schedule ? undefined : t('form.intro')}>
      <Stack component="form" spacing={3} onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t(schedule ? 'form.editTitle' : 'form.newTitle')}>
        {readOnly && schedule && (
          <Alert
            severity="info"
            data-testid="schedule-started-note"
            action={
              schedule.status === 'open' ? (
                <Button color="inherit" size="small" onClick={() => setClosing(true)}>
                  {t('list.actions.close')}
                </Button>
              ) : undefined
            }
          >
            {t(schedule.status === 'closed' ? 'form.startedClosedNote' : 'form.startedNote')}
          </Alert>
        )}
        <Section title={t('form.sections.what')}>
          <ScheduleWhatFields values={values} errors={errors.fields} readOnly={readOnly} onChange={setStored} organizations={organizations} onArea={onArea} />
        </Section>
        <Section title={t('form.sections.questions')}>
          <ScheduleFormSettings
            definition={definition}
            area={area}
            draft={values.draft}
            errors={errors.settings}
            questionCount={values.questionCount}
            questionCountError={errors.fields.questionCount}
            readOnly={readOnly}
            onDraft={(draft) => setStored({ ...values, draft })}
            onQuestionCount={(questionCount) => setStored({ ...values, questionCount })}
          />
        </Section>
        <Section title={t('form.sections.when')}>
          <ScheduleWhenFields values={values} errors={errors.fields} readOnly={readOnly} onChange={setStored} />
        </Section>
        {submitted && (Object.keys(errors.fields).length > 0 || Object.keys(errors.settings).length > 0) && (
          <Alert severity="warning">{t('form.errors.summary')}</Alert>
        )}
        {saveError && (
          <Alert severity="error" role="alert" data-testid="schedule-save-error">
            {saveError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={SCHEDULES_PATH} disabled={saving}>
            {t(readOnly ? 'form.back' : 'form.cancel')}
          </Button>
          {schedule && (
            <Button variant="outlined" onClick={() => setPreviewing(true)}>
              {t('list.actions.preview')}
            </Button>
          )}
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving || !ready}>
              {t(saving ? 'form.saving' : schedule ? 'form.save' : 'form.create')}
            </Button>
          )}
        </Stack>
      </Stack>
      {previewing && schedule && <SchedulePreviewDialog schedule={schedule} api={api} onClose={() => setPreviewing(false)} />}
      {closing && schedule && (
        <ConfirmScheduleChange
          kind="close"
          schedule={schedule}
          onConfirm={(s) => api.closeSchedule(s.id)}
          onDone={() => void navigate(SCHEDULES_PATH)}
          onCancel={() => setClosing(false)}
        />
      )}
    </PageFrame>
  );
}

function PageFrame({ title, intro, children }: { title: string; intro?: string | undefined; children: ReactNode }) {
  return (
    <Stack spacing={3} component="article" data-testid="schedule-form-page" sx={{ maxWidth: 960, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={title} intro={intro} />
      {children}
    </Stack>
  );
}
