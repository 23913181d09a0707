/**
 * `/lti/deep-link/<id>`: a teacher, sent from the course's activity chooser (LTI Deep Linking),
 * chooses what the new activity opens: a scheduled exam of the course's organization (an existing
 * one, or one set here at `…/new`), whose scores go to the course's gradebook, or a practice.
 * The choice goes back to the platform by the API's own page (src/schedules/deep-link-api.ts).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { API_ERROR_CODES, DEEP_LINK_TITLE_MAX, deepLinkPath, type LtiDeepLinkChoice, type LtiDeepLinkRequest, type OfficialExamSchedule } from '../api-contract';
import { ApiError } from '../lib/api-client';
import { listSchedules } from './schedules-api';
import { PageHeading } from '../ui';
import { firstPractice, PracticeFields, ScheduledExamList, usePracticeTitle, type Practice } from './deep-link-choice';
import * as deepLinkApi from './deep-link-api';
import { DEEP_LINK_CREATED_PARAM } from './schedule-paths';

export type DeepLinkPageApi = Pick<typeof deepLinkApi, 'getDeepLinkRequest' | 'answerDeepLinkRequest' | 'returnToPlatform'> & { listSchedules: typeof listSchedules };

const DEFAULT_API: DeepLinkPageApi = { ...deepLinkApi, listSchedules };

const PAGE_SX = { maxWidth: 880, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } } as const;

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; request: LtiDeepLinkRequest; schedules: OfficialExamSchedule[] };

function useDeepLinkRequest(api: DeepLinkPageApi, id: string): Loaded {
  const { t } = useTranslation('lti');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([api.getDeepLinkRequest(id, controller.signal), api.listSchedules({}, controller.signal)]).then(
      ([request, list]) => {
        if (controller.signal.aborted) return;
        const schedules = list.rows.filter((s) => s.status !== 'closed' && s.organizations.every((o) => o.name === request.organization));
        schedules.sort((a, b) => b.opensAt.localeCompare(a.opensAt));
        setLoaded({ status: 'ready', request, schedules });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ status: 'failed', message: t(error instanceof ApiError && error.status === 404 ? 'deepLink.errors.unknown' : 'deepLink.errors.load') });
      },
    );
    return () => controller.abort();
  }, [api, id, t]);
  return loaded;
}

function errorText(t: (key: string) => string, error: unknown): string {
  if (error instanceof ApiError && error.code === API_ERROR_CODES.deepLinkClosed) return t('deepLink.errors.closed');
  if (error instanceof ApiError && error.code === API_ERROR_CODES.scheduleNotForCourse) return t('deepLink.errors.examGone');
  return t('deepLink.errors.send');
}

export function DeepLinkPage({ api = DEFAULT_API }: { api?: DeepLinkPageApi }) {
  const { t, i18n } = useTranslation('lti');
  const id = useParams().request ?? '';
  const [params] = useSearchParams();
  const loaded = useDeepLinkRequest(api, id);
  const [kind, setKind] = useState<'schedule' | 'practice'>('schedule');
  const [scheduleId, setScheduleId] = useState<string | null>(params.get(DEEP_LINK_CREATED_PARAM));
  const [practice, setPractice] = useState<Practice>(firstPractice);
  // null: the chosen item's own title.
  const [title, setTitle] = useState<string | null>(null);
  const [sending, setSending] = useState<'add' | 'cancel' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const practiceTitle = usePracticeTitle(practice);
  const format = useMemo(() => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }), [i18n.language]);

  if (loaded.status !== 'ready') {
    return (
      <Stack spacing={3} component="article" data-testid="deep-link-page" sx={PAGE_SX}>
        <PageHeading title={t('deepLink.title')} />
        {loaded.status === 'failed' ? (
          <Alert severity="error">{loaded.message}</Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('deepLink.loading')} />
          </Box>
        )}
      </Stack>
    );
  }

  const { request, schedules } = loaded;
  const heading = request.course ? t('deepLink.titleFor', { course: request.course }) : t('deepLink.title');
  if (!request.open) {
    return (
      <Stack spacing={3} component="article" data-testid="deep-link-page" sx={PAGE_SX}>
        <PageHeading title={heading} />
        <Alert severity="info" data-testid="deep-link-closed">
          {t('deepLink.errors.closed')}
        </Alert>
      </Stack>
    );
  }
  const schedule = schedules.find((s) => s.id === scheduleId) ?? null;
  const shownTitle = title ?? (kind === 'schedule' ? (schedule?.title ?? '') : practiceTitle);
  const titleMissing = shownTitle.trim() === '';

  const send = async (choice: LtiDeepLinkChoice, which: 'add' | 'cancel') => {
    setSending(which);
    setProblem(null);
    try {
      const { ticket } = await api.answerDeepLinkRequest(id, choice);
      // The browser leaves for the course: the button stays busy until it has.
      api.returnToPlatform(ticket);
    } catch (error) {
      setProblem(errorText(t, error));
      setSending(null);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'schedule' && !schedule) return setProblem(t('deepLink.errors.noExam'));
    if (titleMissing) return setProblem(t('deepLink.errors.title'));
    const choice: LtiDeepLinkChoice =
      kind === 'schedule' && schedule ? { kind, scheduleId: schedule.id, title: shownTitle.trim() } : { kind: 'practice', ...practice, title: shownTitle.trim() };
    void send(choice, 'add');
  };

  return (
    <Stack spacing={3} component="article" data-testid="deep-link-page" sx={PAGE_SX}>
      <PageHeading
        title={heading}
        intro={t('deepLink.intro', { platform: request.platform, organization: request.organization })}
      />
      <Stack component="form" spacing={3} onSubmit={onSubmit} noValidate aria-label={t('deepLink.title')}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2.5}>
            <RadioGroup
              row
              aria-label={t('deepLink.kind.label')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value === 'practice' ? 'practice' : 'schedule');
                setTitle(null);
              }}
            >
              <FormControlLabel value="schedule" control={<Radio />} label={t('deepLink.kind.schedule')} />
              <FormControlLabel value="practice" control={<Radio />} label={t('deepLink.kind.practice')} />
            </RadioGroup>
            {kind === 'schedule' ? (
              <>
                <ScheduledExamList
                  schedules={schedules}
                  chosen={scheduleId}
                  onChoose={(chosen) => {
                    setScheduleId(chosen.id);
                    setTitle(null);
                  }}
                  newExamPath={`${deepLinkPath(id)}/new`}
                  format={format}
                />
                <Alert severity="info">{t(request.gradebook ? 'deepLink.exams.gradebook' : 'deepLink.exams.noGradebook')}</Alert>
              </>
            ) : (
              <>
                <PracticeFields
                  practice={practice}
                  onChange={(next) => {
                    setPractice(next);
                    setTitle(null);
                  }}
                />
                <Alert severity="info">{t('deepLink.practice.ungraded')}</Alert>
              </>
            )}
            <TextField
              size="small"
              label={t('deepLink.activityTitle')}
              value={shownTitle}
              onChange={(event) => setTitle(event.target.value)}
              required
              error={problem !== null && titleMissing}
              helperText={t('deepLink.activityTitleHelp')}
              slotProps={{ htmlInput: { maxLength: DEEP_LINK_TITLE_MAX, 'data-testid': 'deep-link-title' } }}
            />
          </Stack>
        </Paper>
        {problem && (
          <Alert severity="error" role="alert" data-testid="deep-link-problem">
            {problem}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={sending !== null} onClick={() => void send({ kind: 'none' }, 'cancel')}>
            {t(sending === 'cancel' ? 'deepLink.sending' : 'deepLink.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending !== null}>
            {t(sending === 'add' ? 'deepLink.sending' : 'deepLink.add')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
