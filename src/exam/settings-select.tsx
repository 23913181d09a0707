import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

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
    <TextField
      select
      fullWidth
      size="small"
      disabled={disabled}
      label={label}
      value={value === null ? EMPTY : String(value)}
      error={Boolean(error)}
      helperText={error}
      onChange={(event) => onChange(options.find((option) => String(option.value) === event.target.value)?.value ?? null)}
      data-testid={rest['data-testid']}
    >
      <MenuItem value={EMPTY}>
        <em>{noneLabel}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={String(option.value)} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
