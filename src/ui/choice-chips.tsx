import { useId } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

export interface ChoiceOption<T extends string | number> {
  value: T;
  label: string;
}

export interface ChoiceChipsProps<T extends string | number> {
  /** Visible group label, also the radio group's accessible name. */
  label: string;
  options: readonly ChoiceOption<T>[];
  value: T | null;
  onChange(value: T): void;
  disabled?: boolean;
  error?: string | undefined;
  /** Marks options after the answer is checked. */
  highlight?: (value: T) => 'right' | 'wrong' | null;
  'data-testid'?: string;
}

/**
 * An answer choice that looks like a row of chips but is a native radio group: Tab enters
 * the group, the arrow keys move the choice, and Enter stays free for the exam's shortcut.
 */
export function ChoiceChips<T extends string | number>(props: ChoiceChipsProps<T>) {
  const { label, options, value, onChange, disabled = false, error, highlight } = props;
  const name = useId();
  const labelId = `${name}-label`;
  return (
    <Box role="radiogroup" aria-labelledby={labelId} aria-invalid={error ? true : undefined} data-testid={props['data-testid']}>
      <Typography id={labelId} variant="subtitle2" component="div" sx={{ mb: 0.75 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {options.map((option) => {
          const checked = option.value === value;
          const mark = highlight?.(option.value) ?? null;
          return (
            <Box
              component="label"
              key={option.value}
              data-checked={checked || undefined}
              data-mark={mark ?? undefined}
              sx={(theme) => {
                const tone =
                  mark === 'right' ? theme.palette.success.main : mark === 'wrong' ? theme.palette.error.main : theme.palette.primary.main;
                return {
                  position: 'relative',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minWidth: 56,
                  height: 36,
                  px: 1.25,
                  borderRadius: 18,
                  border: '1px solid',
                  borderColor: checked || mark ? tone : theme.palette.divider,
                  bgcolor: checked ? alpha(tone, theme.palette.mode === 'dark' ? 0.32 : 0.14) : mark ? alpha(tone, 0.08) : 'transparent',
                  color: checked || mark ? theme.palette.text.primary : theme.palette.text.secondary,
                  fontWeight: checked ? 600 : 400,
                  fontSize: '0.875rem',
                  fontVariantNumeric: 'tabular-nums',
                  cursor: disabled ? 'default' : 'pointer',
                  opacity: disabled && !checked && !mark ? 0.6 : 1,
                  userSelect: 'none',
                  transition: theme.transitions.create(['background-color', 'border-color']),
                  '&:hover': disabled ? {} : { borderColor: tone },
                  '&:has(input:focus-visible)': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
                };
              }}
            >
              <input
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0, pointerEvents: 'none' }}
              />
              {option.label}
            </Box>
          );
        })}
      </Box>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}
