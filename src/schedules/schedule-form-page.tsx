import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AREA_DEFINITIONS } from '../areas/definitions';
import type { AudioEngineApi } from '../audio';
import type { OfficialExamSchedule, Organization } from '../api-contract';
import { AREAS_IN_NAV_ORDER, type AreaId } from '../lib/area-registry';
import { useAreaUi } from '../areas/load-area';
import { sourceRoleOf } from '../exam';
import { scheduleErrorMessage } from './schedule-errors';
import { ScheduleWhatFields, ScheduleWhenFields } from './schedule-form-fields';
import { ScheduleFormSettings } from './schedule-form-settings';
import {
  checkScheduleForm,
  copiedScheduleValues,
  newScheduleValues,
  scheduleValues,
  shownErrors,
  withArea,
  type ScheduleFormValues,
  type ShownErrors,
} from './schedule-form-values';
import { COPY_PARAM, SCHEDULES_PATH } from './schedule-paths';
import { DraftPreviewDialog, SchedulePreviewDialog } from './schedule-preview-dialog';
import * as schedulesApi from './schedules-api';
import { ConfirmScheduleChange } from './schedules-page-confirm';
import { PageHeading } from '../ui';

export type ScheduleFormApi = Pick<
  typeof schedulesApi,
  | 'getSchedule'
  | 'createSchedule'
  | 'updateSchedule'
  | 'closeSchedule'
  | 'listOrganizations'
  | 'getSchedulePreview'
  | 'fetchSchedulePreviewAudio'
  | 'previewScheduleDraft'
  | 'fetchScheduleDraftAudio'
>;

export interface ScheduleFormPageProps {
  api?: ScheduleFormApi;
  /** The clock the window is checked against (tests fix it). */
  now?: () => number;
  /** The preview's engine (tests inject a fake); the app's shared one otherwise. */
  engine?: AudioEngineApi;
  /**
   * A new exam for a course (src/schedules/deep-link-page.tsx): only the course's organization is
   * offered, set already; saved, the exam goes to `onCreated` instead of the list.
   */
  forCourse?: { organization: string; cancelTo: string; onCreated(schedule: OfficialExamSchedule): void };
}

const FIRST_AREA: AreaId = AREAS_IN_NAV_ORDER[0]?.id ?? 'eq';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  /** `copyOf`: the exam a new one was filled in from. */
  | { status: 'ready'; organizations: Organization[]; schedule: OfficialExamSchedule | null; copyOf: OfficialExamSchedule | null };

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

/**
 * A teacher sets a scheduled official exam (from scratch, or like another one: `?copy=<id>`), or
 * changes one nobody has started yet (`/schedules/:id/edit`); either way they can hear its settings
 * before saving them.
 */
export function ScheduleFormPage({ api = schedulesApi, now = Date.now, engine, forCourse }: ScheduleFormPageProps) {
  const { t } = useTranslation('schedules');
  const { id } = useParams();
  const [params] = useSearchParams();
  const copyId = id === undefined ? params.get(COPY_PARAM) : null;
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [stored, setStored] = useState<ScheduleFormValues | null>(null);
  // The settings the area's draft starts from, until the teacher edits them.
  const [seed, setSeed] = useState<unknown>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [previewTried, setPreviewTried] = useState(false);
  // The settings being heard, as they were when the preview opened.
  const [previewing, setPreviewing] = useState<{ area: AreaId; settings: unknown; programme: ScheduleFormValues['programme'] } | null>(null);
  const [closing, setClosing] = useState(false);
  const area = useAreaUi(stored?.area ?? null);
  const [openedAt] = useState(now);
  const courseOrganization = forCourse?.organization;
  const listPath = forCourse?.cancelTo ?? SCHEDULES_PATH;

  useEffect(() => {
    const controller = new AbortController();
    const one = (scheduleId: string | null | undefined) => (scheduleId ? api.getSchedule(scheduleId, controller.signal) : null);
    Promise.all([api.listOrganizations(controller.signal), one(id), one(copyId)]).then(
      ([all, schedule, copyOf]) => {
        if (controller.signal.aborted) return;
        const organizations = courseOrganization === undefined ? all : all.filter((o) => o.name === courseOrganization);
        setLoaded({ status: 'ready', organizations, schedule, copyOf });
        if (schedule) {
          setStored(scheduleValues(schedule));
          setSeed(schedule.settings);
        } else if (copyOf) {
          setStored(copiedScheduleValues(copyOf, t('form.copyTitle', { title: copyOf.title }), openedAt));
          setSeed(copyOf.settings);
        } else {
          const definition = AREA_DEFINITIONS[FIRST_AREA];
          const values = newScheduleValues(FIRST_AREA, definition, openedAt);
          setStored(courseOrganization === undefined ? values : { ...values, organizations: organizations.map((o) => o.id) });
          setSeed(definition.officialExam.settings);
        }
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed', message: scheduleErrorMessage(t, error) });
      },
    );
    return () => controller.abort();
  }, [api, id, copyId, t, openedAt, courseOrganization]);

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

  const { schedule, organizations, copyOf } = loaded;
  // The area's form turns the seed into its draft once it has loaded.
  const edited: ScheduleFormValues = stored.draft !== null || area.status !== 'ready' ? stored : { ...stored, draft: area.ui.toDraft(seed) };
  // Settings that play a sound of their own (a sine, a recording) have no material to choose: they are sent with pink noise.
  const materialOffered = area.status === 'ready' && edited.draft !== null && sourceRoleOf(area.ui, edited.draft) !== 'none';
  const values: ScheduleFormValues = materialOffered ? edited : { ...edited, programme: null };
  const definition = AREA_DEFINITIONS[values.area];
  const readOnly = schedule?.started === true;
  const shown: ShownErrors = submitted ? 'all' : previewTried ? 'settings' : 'none';
  const errors = shownErrors(shown, values, definition, now());
  const hasErrors = Object.keys(errors.fields).length > 0 || Object.keys(errors.settings).length > 0;
  const ready = area.status === 'ready' && values.draft !== null;

  const onArea = (next: AreaId) => {
    const nextDefinition = AREA_DEFINITIONS[next];
    setSeed(nextDefinition.officialExam.settings);
    setStored(withArea(edited, next, nextDefinition));
  };

  const onPreview = () => {
    if (!ready) return;
    const checked = definition.validateSettings(values.draft, { programme: values.programme });
    setPreviewTried(true);
    if (checked.ok) setPreviewing({ area: values.area, settings: checked.settings, programme: values.programme });
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
      else {
        const created = await api.createSchedule(check.request);
        if (forCourse) return forCourse.onCreated(created);
      }
      void navigate(SCHEDULES_PATH);
    } catch (error) {
      setSaveError(scheduleErrorMessage(t, error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame
      title={schedule ? t('form.editTitle') : t('form.newTitle')}
      intro={schedule ? undefined : copyOf ? t('form.copyIntro', { title: copyOf.title }) : t('form.intro')}
    >
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
          <ScheduleWhatFields values={edited} errors={errors.fields} readOnly={readOnly} onChange={setStored} organizations={organizations} onArea={onArea} />
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
            onDraft={(draft) => setStored({ ...edited, draft })}
            onQuestionCount={(questionCount) => setStored({ ...edited, questionCount })}
            programme={values.programme}
            materialOffered={materialOffered}
            onProgramme={(programme) => setStored({ ...edited, programme })}
          />
        </Section>
        <Section title={t('form.sections.when')}>
          <ScheduleWhenFields values={edited} errors={errors.fields} readOnly={readOnly} onChange={setStored} />
        </Section>
        {hasErrors && <Alert severity="warning">{t(shown === 'all' ? 'form.errors.summary' : 'form.errors.previewSettings')}</Alert>}
        {saveError && (
          <Alert severity="error" role="alert" data-testid="schedule-save-error">
            {saveError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={RouterLink} to={listPath} disabled={saving}>
            {t(readOnly ? 'form.back' : 'form.cancel')}
          </Button>
          <Button variant="outlined" onClick={onPreview} disabled={!ready}>
            {t('list.actions.preview')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={saving || !ready}>
              {t(saving ? 'form.saving' : schedule ? 'form.save' : 'form.create')}
            </Button>
          )}
        </Stack>
      </Stack>
      {previewing &&
        // A started exam's settings are stored and no longer change: its own preview, as the list plays it.
        (readOnly && schedule ? (
          <SchedulePreviewDialog schedule={schedule} api={api} engine={engine} onClose={() => setPreviewing(null)} />
        ) : (
          <DraftPreviewDialog
            title={values.title}
            area={previewing.area}
            settings={previewing.settings}
            programme={previewing.programme}
            api={api}
            engine={engine}
            onClose={() => setPreviewing(null)}
          />
        ))}
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
