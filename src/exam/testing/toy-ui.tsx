/** The toy area's forms, for engine UI tests. Test-only strings, so no locale entries. */
/* eslint-disable react/jsx-no-literals */
import type { AreaUi } from '../area-ui';
import { ChoiceChips } from '../../ui';
import { toyToDraft, type ToyAnswer, type ToyDraft, type ToyQuestion, type ToySettings } from './toy-area';

export const toyUi: AreaUi<ToySettings, ToyQuestion, ToyAnswer, ToyDraft> = {
  namespace: 'exam',
  toDraft: toyToDraft,
  SettingsForm({ draft, errors, readOnly, onChange }) {
    return (
      <label>
        Size
        <input
          type="number"
          aria-label="Size"
          value={draft.size ?? ''}
          readOnly={readOnly}
          onChange={(e) => onChange({ size: e.target.value === '' ? null : Number(e.target.value) })}
        />
        {errors.size ? <span role="alert">{errors.size}</span> : null}
      </label>
    );
  },
  AnswerForm({ settings, answer, onChange, disabled }) {
    const options = Array.from({ length: settings.size }, (_, i) => ({ value: i, label: `Pick ${i}` }));
    return (
      <ChoiceChips
        label="Your pick"
        options={options}
        value={answer?.value ?? null}
        disabled={disabled}
        onChange={(value) => onChange({ value })}
      />
    );
  },
  describeCategory: (_axis, value) => `Pick ${value}`,
  AnswerView({ question, answer }) {
    return (
      <span data-testid="toy-answer-view">
        Answer {question.value}, yours {answer?.value ?? 'none'}
      </span>
    );
  },
};
