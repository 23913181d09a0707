import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { adaptiveDimension, type AreaDefinition } from '../exam-contract';
import { formatLevel } from '../i18n';
import type { AreaUi } from './area-ui';
import type { ExamMachine } from './exam-machine';
import { EXAM_MODES, QUESTION_COUNTS, type ExamMode, type ExamSnapshot } from './exam-types';
import { SoundSettings } from './play-control';
import { sourceRoleOf } from './sound-material';
import { SelectField } from '../ui';

export interface ExamSettingsCardProps<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

const CUSTOM = '__custom';

/**
 * Mode, difficulty, question count and the area's settings form, read-only once started; then
 * the sound (source, channels, level match), which may change at any time.
 */
export function ExamSettingsCard<S, Q, A, D>({ definition, ui, snapshot, machine }: ExamSettingsCardProps<S, Q, A, D>) {
  const { t, i18n } = useTranslation(['exam', 'audio', ui.namespace]);
  const inSetup = snapshot.state === 'setup';
  const official = snapshot.mode === 'official';
  const adaptive = snapshot.mode === 'adaptive';
  const dimension = (snapshot.mode === 'adaptive' ? adaptiveDimension(definition, snapshot.dimension) : undefined) ?? definition.adaptive[0];
  const presetIds = definition.difficultyPresets.map((p) => p.id);

  return (
    <Card variant="outlined" data-testid="exam-settings-card">
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {t('exam:settings.title')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            fullWidth
            size="small"
            color="primary"
            value={snapshot.mode}
            disabled={!inSetup}
            aria-label={t('exam:modes.label')}
            onChange={(_, mode: ExamMode | null) => mode && machine.send({ type: 'SELECT_MODE', mode })}
            // Widths by the names, not four equal quarters: "Official exam" would wrap on a phone.
            sx={{ '& .MuiToggleButton-root': { flex: 'auto', whiteSpace: 'nowrap', px: 1 } }}
          >
            {EXAM_MODES.map((mode) => (
              <ToggleButton key={mode} value={mode} data-testid={`mode-${mode}`}>
                {t(`exam:modes.${mode}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography variant="body2" color="text.secondary">
            {t(`exam:modeHelp.${snapshot.mode}`)}
          </Typography>
          {official ? (
            <Alert severity="info" variant="outlined" data-testid="official-note">
              {snapshot.schedule
                ? t('exam:settings.scheduledNote', { count: snapshot.schedule.questionCount, title: snapshot.schedule.title })
                : t('exam:settings.officialNote', { count: snapshot.questionCount ?? definition.officialExam.questionCount })}
              {snapshot.programme ? (
                <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5 }} data-testid="official-material">
                  {t('exam:settings.officialMaterial', { name: t(`audio:programme.${snapshot.programme}.name`) })}
                </Typography>
              ) : null}
            </Alert>
          ) : adaptive ? (
            <Stack spacing={1} data-testid="adaptive-settings">
              <SelectField
                label={t('exam:adaptive.dimension')}
                value={dimension.id}
                disabled={!inSetup || definition.adaptive.length < 2}
                data-testid="dimension-select"
                onChange={(value) => machine.send({ type: 'SELECT_DIMENSION', dimension: value })}
              >
                {definition.adaptive.map((d) => (
                  <option key={d.id} value={d.id}>
                    {t(`${ui.namespace}:adaptive.${d.id}`)}
                  </option>
                ))}
              </SelectField>
              <Typography variant="body2" color="text.secondary">
                {t((dimension.ladder[0] ?? 0) > (dimension.ladder.at(-1) ?? 0) ? 'exam:adaptive.ladder' : 'exam:adaptive.ladderRising', {
                  from: formatLevel(t, i18n.language, dimension.unit, dimension.ladder[0] ?? 0),
                  to: formatLevel(t, i18n.language, dimension.unit, dimension.ladder.at(-1) ?? 0),
                })}
              </Typography>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <SelectField
                label={t('exam:difficulty.label')}
                value={snapshot.presetId ?? CUSTOM}
                disabled={!inSetup}
                data-testid="difficulty-select"
                onChange={(value) => {
                  if (value !== CUSTOM) machine.send({ type: 'SELECT_PRESET', presetId: value });
                }}
              >
                {presetIds.map((id, index) => (
                  <option key={id} value={id}>
                    {t('exam:difficulty.level', { level: index + 1, name: t(`${ui.namespace}:difficulty.${id}`) })}
                  </option>
                ))}
                <option value={CUSTOM} disabled>
                  {t('exam:difficulty.custom')}
                </option>
              </SelectField>
              {snapshot.mode === 'exam' ? (
                <SelectField
                  label={t('exam:questionCount.label')}
                  value={String(snapshot.questionCount ?? '')}
                  disabled={!inSetup}
                  data-testid="question-count-select"
                  onChange={(value) => machine.send({ type: 'SET_QUESTION_COUNT', count: Number(value) })}
                >
                  {QUESTION_COUNTS.map((count) => (
                    <option key={count} value={count}>
                      {t('exam:questionCount.option', { count })}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </Stack>
          )}
          {/* An adaptive run's settings follow from its dimension and level. */}
          {adaptive ? null : (
            <ui.SettingsForm
              draft={snapshot.draft}
              errors={snapshot.settingsErrors}
              readOnly={official || !inSetup}
              onChange={(draft) => machine.send({ type: 'EDIT_SETTINGS', draft })}
              context={{ programme: snapshot.programme }}
            />
          )}
          {snapshot.mode === 'official' && snapshot.issueError ? (
            <Alert severity="error" role="alert">
              {t(snapshot.issueError)}
            </Alert>
          ) : null}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, pt: 2, borderTop: 1, borderColor: 'divider' }}>
            {t('exam:settings.sound')}
          </Typography>
          <SoundSettings
            listening={ui.listening}
            sourceRole={sourceRoleOf(ui, snapshot.draft)}
            // An official exam plays only its own material (pink noise or a loop), never the student's file.
            sources={official ? [snapshot.programme ?? 'pink-noise'] : undefined}
            // An official exam's sound is matched or not by the server, as its area decides.
            fixedLevelMatch={official ? (snapshot.official?.levelMatched ?? definition.officialExam.levelMatch) : undefined}
            allowLevelMatch={ui.levelMatchOffNote === undefined}
            levelMatchOffNote={ui.levelMatchOffNote === undefined ? undefined : t(ui.levelMatchOffNote)}
            officialLevelMatched={definition.officialExam.levelMatch}
            requiresStereo={ui.requiresStereo}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}
