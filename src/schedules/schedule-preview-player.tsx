/**
 * One sample question of a scheduled exam (or of the form's settings), played as the students will
 * hear it: the pair the server renders for the exam, decoded by the shared audio engine and switched A/B by the play
 * control of official exams; below it, the sample's right answer.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AREA_DEFINITIONS } from '../areas/definitions';
import { PlayControl, useAudioEngine, useSilenceOnLeave } from '../exam/play-control';
import type { SchedulePreview } from '../api-contract';
import { useAreaUi, type AnyAreaUi } from '../areas/load-area';
import { scheduleErrorMessage } from './schedule-errors';
import type { PreviewSource } from './schedule-preview-sources';

type Loaded = { sample: number } & ({ status: 'ready'; preview: SchedulePreview } | { status: 'failed'; message: string });

export interface SchedulePreviewPlayerProps {
  source: PreviewSource;
  sample: number;
  /** How many samples the server offers, once the first has arrived. */
  onSamples(samples: number): void;
}

export function SchedulePreviewPlayer({ source, sample, onSamples }: SchedulePreviewPlayerProps) {
  const { t } = useTranslation('schedules');
  const { engine } = useAudioEngine();
  const definition = AREA_DEFINITIONS[source.area];
  const area = useAreaUi(source.area);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let current = true;
    const load = async () => {
      const preview = await source.sample(sample, controller.signal);
      const [original, processed] = await Promise.all([source.audio(preview.sample, 'original'), source.audio(preview.sample, 'processed')]);
      if (!current) return;
      onSamples(preview.samples);
      const { fadeLaw } = definition.officialExam;
      await engine.setProcessing(
        { stimulus: { kind: 'rendered', key: `${source.key}:${preview.sample}`, original, processed }, chain: [] },
        fadeLaw ? { fadeLaw } : undefined,
      );
      if (current) setLoaded({ sample, status: 'ready', preview });
    };
    load().catch((error: unknown) => {
      if (current) setLoaded({ sample, status: 'failed', message: scheduleErrorMessage(t, error) });
    });
    return () => {
      current = false;
      controller.abort();
    };
  }, [source, engine, definition, sample, onSamples, t]);

  useSilenceOnLeave(engine);

  const shown = loaded?.sample === sample ? loaded : null;
  const ui = area.status === 'ready' ? area.ui : null;
  return (
    <Stack spacing={3} data-testid="schedule-preview" data-sample={sample}>
      <PlayControl
        sources={[source.programme ?? 'pink-noise']}
        fixedLevelMatch={definition.officialExam.levelMatch}
        requiresStereo={ui?.requiresStereo}
        disabled={shown?.status !== 'ready'}
      />
      {shown === null && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={20} />
          <Typography color="text.secondary">{t('preview.loading')}</Typography>
        </Stack>
      )}
      {shown?.status === 'failed' && <Alert severity="error">{shown.message}</Alert>}
      {shown?.status === 'ready' && ui && <PreviewAnswer ui={ui} source={source} preview={shown.preview} />}
    </Stack>
  );
}

/** The right answer in words, and the answer form as the students fill it in, showing it. */
function PreviewAnswer({ ui, source, preview }: { ui: AnyAreaUi; source: PreviewSource; preview: SchedulePreview }) {
  const { t, i18n } = useTranslation('schedules');
  const areaT = i18n.getFixedT(null, ui.namespace);
  const definition = AREA_DEFINITIONS[source.area];
  const context = { programme: source.programme };
  const checked = definition.validateSettings(source.settings, context);
  return (
    <Stack spacing={2}>
      <Alert severity="success" icon={false} data-testid="schedule-preview-answer">
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('preview.answer', { answer: definition.describeAnswer(preview.answer, areaT) })}
        </Typography>
      </Alert>
      {checked.ok && (
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('preview.asStudentsSee')}
          </Typography>
          <ui.AnswerForm
            key={preview.sample}
            question={preview.question}
            settings={checked.settings}
            answer={preview.answer}
            onChange={() => undefined}
            disabled
            revealed
            context={context}
          />
        </Box>
      )}
    </Stack>
  );
}
