import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PROGRAMME_LOOP_IDS, type ProgrammeLoopId } from '../audio/programme';
import type { AreaDefinition, SettingsErrors } from '../exam-contract';
import { canonicalJson } from '../lib/canonical-json';
import { SelectField } from '../ui';
import type { AreaUiState } from '../areas/load-area';
import { LIMITS } from './schedule-form-values';

export interface ScheduleFormSettingsProps {
  definition: AreaDefinition;
  area: AreaUiState;
  draft: unknown;
  errors: SettingsErrors;
  questionCount: string;
  /** An i18n key of the 'schedules' namespace. */
  questionCountError: string | undefined;
  readOnly: boolean;
  onDraft(draft: unknown): void;
  onQuestionCount(value: string): void;
  /** The material chosen; null: pink noise. */
  programme: ProgrammeLoopId | null;
  /** False where the settings play a sound of their own (a sine, a recording): there is no material to choose. */
  materialOffered: boolean;
  onProgramme(programme: ProgrammeLoopId | null): void;
}

const OFFICIAL = '__official';
const PINK_NOISE = 'pink-noise';
const CUSTOM = '__custom';

/** The area's own settings form (the practice exam's fields and messages), a starting point, and the question count. */
export function ScheduleFormSettings(props: ScheduleFormSettingsProps) {
  const { definition, area, draft, errors, questionCount, questionCountError, readOnly, onDraft, onQuestionCount, programme, materialOffered, onProgramme } = props;
  const { t } = useTranslation(['schedules', 'exam', 'audio']);
  if (area.status === 'failed') return <Alert severity="error">{t('form.settings.loadFailed')}</Alert>;
  if (area.status === 'loading' || draft === null) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} />
        <Typography color="text.secondary">{t('form.settings.loading')}</Typography>
      </Stack>
    );
  }
  const { ui } = area;
  const starts = [
    { id: OFFICIAL, settings: definition.officialExam.settings, label: t('form.settings.official') },
    ...definition.difficultyPresets.map((preset, index) => ({
      id: preset.id,
      settings: preset.settings,
      label: t('exam:difficulty.level', { level: index + 1, name: t(`${ui.namespace}:difficulty.${preset.id}`) }),
    })),
  ];
  const checked = definition.validateSettings(draft);
  const current = checked.ok ? (starts.find((start) => canonicalJson(start.settings) === canonicalJson(checked.settings))?.id ?? CUSTOM) : CUSTOM;

  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('form.settings.startFrom')}
          value={current}
          disabled={readOnly}
          helperText={t('form.settings.startFromHelp')}
          data-testid="schedule-settings-start"
          onChange={(id) => {
            const start = starts.find((s) => s.id === id);
            if (start) onDraft(ui.toDraft(start.settings));
          }}
        >
          {starts.map((start) => (
            <option key={start.id} value={start.id}>
              {start.label}
            </option>
          ))}
          <option value={CUSTOM} disabled>
            {t('exam:difficulty.custom')}
          </option>
        </SelectField>
        <TextField
          type="number"
          size="small"
          label={t('form.fields.questionCount')}
          value={questionCount}
          onChange={(event) => onQuestionCount(event.target.value)}
          disabled={readOnly}
          error={questionCountError !== undefined}
          helperText={questionCountError ? t(questionCountError, LIMITS.questionCount) : ' '}
          slotProps={{ htmlInput: { min: LIMITS.questionCount.min, max: LIMITS.questionCount.max, step: 1 }, inputLabel: { shrink: true } }}
          sx={{ width: { sm: 200 }, flexShrink: 0 }}
        />
      </Stack>
      {materialOffered && (
        <SelectField
          label={t('form.material.label')}
          value={programme ?? PINK_NOISE}
          disabled={readOnly}
          helperText={t('form.material.help')}
          data-testid="schedule-material"
          onChange={(value) => onProgramme(PROGRAMME_LOOP_IDS.find((id) => id === value) ?? null)}
        >
          <option value={PINK_NOISE}>{t('audio:playControl.source.pinkNoise')}</option>
          <optgroup label={t('audio:playControl.source.music')}>
            {PROGRAMME_LOOP_IDS.map((id) => (
              <option key={id} value={id}>
                {t('audio:playControl.source.loopOption', { name: t(`audio:programme.${id}.name`), instruments: t(`audio:programme.${id}.instruments`) })}
              </option>
            ))}
          </optgroup>
        </SelectField>
      )}
      <ui.SettingsForm draft={draft} errors={errors} readOnly={readOnly} onChange={onDraft} context={{ programme: materialOffered ? programme : null }} />
    </Stack>
  );
}
