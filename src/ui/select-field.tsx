import { useId, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface SelectFieldProps {
  label: string;
  /** The chosen option's value ('' for the empty choice). */
  value: string;
  onChange(value: string): void;
  /** `<option>` and `<optgroup>` elements. */
  children: ReactNode;
  /** A translated message under the field (an error when `error` is set). */
  helperText?: string | undefined;
  error?: boolean;
  disabled?: boolean;
  /** Small in settings cards; medium beside other medium fields (the report filters). */
  size?: 'small' | 'medium';
  'data-testid'?: string;
}

/**
 * An outlined select on the browser's own `<select>`: the platform's list (a wheel on a phone),
 * keyboard and screen-reader behaviour, and groups as `<optgroup>`; and none of the popover,
 * menu and focus-trap code an MUI menu select brings to every exam page.
 */
export function SelectField({ label, value, onChange, children, helperText, error = false, disabled = false, size = 'small', ...rest }: SelectFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth size={size} disabled={disabled} error={error} data-testid={rest['data-testid']}>
      <InputLabel htmlFor={id} variant="outlined" shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, ...(helperText ? { 'aria-describedby': helperId } : {}) }}
      >
        {children}
      </NativeSelect>
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
