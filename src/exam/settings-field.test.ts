import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { settingsFieldProps } from './settings-field';

interface ToyDraft {
  size: number | null;
  shape: string | null;
}

const t = (key: string) => `[${key}]`;

describe('settingsFieldProps', () => {
  it("derives the label and the empty choice from the area's namespace, and is enabled unless read-only", () => {
    const field = settingsFieldProps<ToyDraft>('toy', t, { errors: {}, readOnly: false });
    expect(field('size')).toEqual({ label: '[toy:settings.size]', error: undefined, noneLabel: '[toy:settings.none]', disabled: false });
    expect(settingsFieldProps<ToyDraft>('toy', t, { errors: {}, readOnly: true })('shape').disabled).toBe(true);
  });

  it("translates only the field's own message", () => {
    const field = settingsFieldProps<ToyDraft>('toy', t, { errors: { shape: 'common:validation.required' }, readOnly: false });
    expect(field('shape').error).toBe('[common:validation.required]');
    expect(field('size').error).toBeUndefined();
  });

  it("takes i18next's t and reads the real strings", () => {
    const field = settingsFieldProps<{ mode: string | null }>('timbre', i18next.getFixedT('en'), { errors: { mode: 'common:validation.required' }, readOnly: false });
    expect(field('mode')).toMatchObject({ label: 'Test mode', error: 'Required' });
  });
});
