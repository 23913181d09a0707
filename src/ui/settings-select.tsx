import { SelectField } from './select-field';

export type SettingsValue = string | number | boolean;

export interface SettingsSelectProps<T extends SettingsValue> {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  /** The translated message for this field, if any. */
  error?: string | undefined;
  /** The label of the empty choice (it stays, so a cleared field shows 'Required'). */
  noneLabel: string;
  disabled: boolean;
  onChange(value: T | null): void;
  'data-testid'?: string;
}

const EMPTY = '';

/** One field of an area's settings form: a select with an empty choice and the field's message. */
export function SettingsSelect<T extends SettingsValue>({ label, value, options, error, noneLabel, disabled, onChange, ...rest }: SettingsSelectProps<T>) {
  return (
    <SelectField
      label={label}
      value={value === null ? EMPTY : String(value)}
      error={Boolean(error)}
      helperText={error}
      disabled={disabled}
      onChange={(next) => onChange(options.find((option) => String(option.value) === next)?.value ?? null)}
      data-testid={rest['data-testid']}
    >
      <option value={EMPTY}>{noneLabel}</option>
      {options.map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
