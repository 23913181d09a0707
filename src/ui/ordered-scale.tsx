import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { ChoiceChips, type ChoiceOption } from './choice-chips';

export interface OrderedScaleProps<T extends string | number> {
  /** Visible label, also the group's accessible name. */
  label: string;
  /** The steps of the scale, in order (smallest first). */
  steps: readonly ChoiceOption<T>[];
  value: T | null;
  onChange(value: T): void;
  disabled?: boolean;
  /** Once revealed: the right step, marked, with the chosen one when it differs. */
  right?: T | null;
  /** Says how far off the chosen step is (e.g. "2 steps too large"), given the signed offset. */
  describeOffset?: (offset: number) => string;
  'data-testid'?: string;
}

/**
 * An answer on an ordered scale (a level step, a width step, an amount, a distance, a decay
 * time): one row of steps in order, keyboard-operable like every choice (arrows move along the
 * scale), and after checking the right step marked, with how many steps the answer was off.
 */
export function OrderedScale<T extends string | number>({ steps, right, describeOffset, ...choice }: OrderedScaleProps<T>) {
  const revealed = right !== undefined && right !== null;
  const index = (value: T | null) => steps.findIndex((s) => s.value === value);
  const offset = revealed && choice.value !== null ? index(choice.value) - index(right) : null;
  return (
    <Stack spacing={0.5}>
      <ChoiceChips
        {...choice}
        options={steps}
        highlight={(value) => (!revealed ? null : value === right ? 'right' : value === choice.value ? 'wrong' : null)}
      />
      {offset !== null && offset !== 0 && describeOffset ? (
        <Typography variant="caption" color="text.secondary" data-testid="ordered-scale-offset">
          {describeOffset(offset)}
        </Typography>
      ) : null}
    </Stack>
  );
}
