/** Setup parts more than one mode shows: the difficulty and the question count, the question card's heading. */
import Stack from '@mui/material/Stack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { AreaDefinition } from '../../exam-contract';
import { SelectField } from '../../ui';
import type { AreaUi } from '../area-ui';
import type { ExamMachine } from '../exam-machine';
import { QUESTION_COUNTS, type ExamSnapshot } from '../exam-types';

const CUSTOM = '__custom';

interface FieldProps<S, Q, A, D> {
  definition: AreaDefinition<S, Q, A>;
  ui: AreaUi<S, Q, A, D>;
  snapshot: ExamSnapshot<S, Q, A, D>;
  machine: ExamMachine<S, Q, A, D>;
}

/** The area's presets, or custom settings (chosen by editing the form, never here). */
function DifficultyField<S, Q, A, D>({ definition, ui, snapshot, machine }: FieldProps<S, Q, A, D>) {
  const { t } = useTranslation(['exam', ui.namespace]);
  return (
    <SelectField
      label={t('exam:difficulty.label')}
      value={snapshot.presetId ?? CUSTOM}
      disabled={snapshot.state !== 'setup'}
      data-testid="difficulty-select"
      onChange={(value) => {
        if (value !== CUSTOM) machine.send({ type: 'SELECT_PRESET', presetId: value });
      }}
    >
      {definition.difficultyPresets.map(({ id }, index) => (
        <option key={id} value={id}>
          {t('exam:difficulty.level', { level: index + 1, name: t(`${ui.namespace}:difficulty.${id}`) })}
        </option>
      ))}
      <option value={CUSTOM} disabled>
        {t('exam:difficulty.custom')}
      </option>
    </SelectField>
  );
}

function QuestionCountField<S, Q, A, D>({ snapshot, machine }: Pick<FieldProps<S, Q, A, D>, 'snapshot' | 'machine'>) {
  const { t } = useTranslation('exam');
  return (
    <SelectField
      label={t('exam:questionCount.label')}
      value={String(snapshot.questionCount ?? '')}
      disabled={snapshot.state !== 'setup'}
      data-testid="question-count-select"
      onChange={(value) => machine.send({ type: 'SET_QUESTION_COUNT', count: Number(value) })}
    >
      {QUESTION_COUNTS.map((count) => (
        <option key={count} value={count}>
          {t('exam:questionCount.option', { count })}
        </option>
      ))}
    </SelectField>
  );
}

/** The difficulty, and the question count where the mode has one to choose (a practice exam). */
export function PresetChoices<S, Q, A, D>(props: FieldProps<S, Q, A, D>) {
  return (
    <Stack spacing={2}>
      <DifficultyField {...props} />
      {props.snapshot.questionCount !== null ? <QuestionCountField {...props} /> : null}
    </Stack>
  );
}

/** The mode's own heading in setup: `setup.title.<mode>`, `setup.hint.<mode>`. */
export function modeSetupPrompt(snapshot: ExamSnapshot<unknown, unknown, unknown, unknown>, t: TFunction): { title: string; hint: string } {
  return { title: t(`setup.title.${snapshot.mode}`), hint: t(`setup.hint.${snapshot.mode}`) };
}
