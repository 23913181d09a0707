import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { ChoiceChips, OrderedScale, type ChoiceOption } from '../ui';
import type { SteppedAnswer, SteppedChange } from '../exam-contract';

export interface SteppedAnswerFormProps<D extends string> {
  directionLabel: string;
  directions: readonly ChoiceOption<D>[];
  sizeLabel: string;
  /** The sizes 1..n steps, labelled (e.g. "2 dB", "4 dB"); none when the size is not asked. */
  sizes: readonly ChoiceOption<number>[] | null;
  describeOffset(offset: number): string;
  /** Shown only once revealed. */
  question: SteppedChange<D> | null;
  answer: SteppedAnswer<D> | null;
  onChange(answer: SteppedAnswer<D> | null): void;
  disabled: boolean;
  testIdPrefix: string;
}

/** The answer form of every "which way and by how much" area: a direction, then the ordered scale. */
export function SteppedAnswerForm<D extends string>(props: SteppedAnswerFormProps<D>) {
  const { sizes, question, answer, onChange, disabled, testIdPrefix } = props;
  const [direction, setDirection] = useState<D | null>(answer?.direction ?? null);
  const [steps, setSteps] = useState<number | null>(answer?.steps ?? null);
  const update = (nextDirection: D | null, nextSteps: number | null) => {
    setDirection(nextDirection);
    setSteps(nextSteps);
    const complete = nextDirection !== null && (sizes === null || nextSteps !== null);
    onChange(complete ? { direction: nextDirection, steps: sizes === null ? null : nextSteps } : null);
  };
  return (
    <Stack spacing={2.5} data-testid={`${testIdPrefix}-answer-form`}>
      <ChoiceChips
        label={props.directionLabel}
        options={props.directions}
        value={direction}
        disabled={disabled}
        onChange={(d) => update(d, steps)}
        highlight={(d) => (!question ? null : d === question.direction ? 'right' : d === direction ? 'wrong' : null)}
        data-testid={`${testIdPrefix}-direction`}
      />
      {sizes ? (
        <OrderedScale
          label={props.sizeLabel}
          steps={sizes}
          value={steps}
          disabled={disabled}
          onChange={(s) => update(direction, s)}
          right={question?.steps ?? null}
          describeOffset={props.describeOffset}
          data-testid={`${testIdPrefix}-size`}
        />
      ) : null}
    </Stack>
  );
}
