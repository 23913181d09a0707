import { describe, expect, it } from 'vitest';
import { BOOLEAN_CHOICES, createSettingsReader } from './settings-validation';

interface ToySettings {
  size: 1 | 2 | 4;
  shape: 'round' | 'square';
  loud: boolean;
}

const MESSAGES = { invalid: 'toy:validation.invalid' };

function validateToy(input: unknown) {
  const reader = createSettingsReader<ToySettings>(input, MESSAGES);
  const size = reader.pick('size', [1, 2, 4] as const);
  const shape = reader.pick('shape', ['round', 'square'] as const);
  const loud = reader.pick('loud', BOOLEAN_CHOICES);
  if (size === 4 && shape === 'round') reader.fail('sizeShape', 'toy:validation.tooRound');
  return reader.result({ size, shape, loud });
}

describe('createSettingsReader', () => {
  it('returns the settings, in the order given, when every field is allowed', () => {
    const validation = validateToy({ loud: false, shape: 'square', size: 2, extra: 'ignored' });
    expect(validation).toEqual({ ok: true, settings: { size: 2, shape: 'square', loud: false } });
    expect(validation.ok && Object.keys(validation.settings)).toEqual(['size', 'shape', 'loud']);
  });

  it('flags null, undefined and the empty string as required, other values as invalid', () => {
    expect(validateToy({ size: null, shape: '', loud: 'false' })).toEqual({
      ok: false,
      errors: { size: 'common:validation.required', shape: 'common:validation.required', loud: 'toy:validation.invalid' },
    });
    expect(validateToy({ size: '2', shape: 'round' })).toEqual({
      ok: false,
      errors: { size: 'toy:validation.invalid', loud: 'common:validation.required' },
    });
  });

  it('treats anything but an object as empty', () => {
    for (const input of [null, undefined, 'size', 3]) {
      expect(validateToy(input)).toEqual({
        ok: false,
        errors: { size: 'common:validation.required', shape: 'common:validation.required', loud: 'common:validation.required' },
      });
    }
  });

  it('takes a required message of its own, and fails on a recorded cross-field error alone', () => {
    const reader = createSettingsReader<Pick<ToySettings, 'loud'>>({}, { required: 'toy:validation.required', invalid: 'toy:validation.invalid' });
    expect(reader.result({ loud: reader.pick('loud', BOOLEAN_CHOICES) })).toEqual({ ok: false, errors: { loud: 'toy:validation.required' } });
    expect(validateToy({ size: 4, shape: 'round', loud: true })).toEqual({ ok: false, errors: { sizeShape: 'toy:validation.tooRound' } });
  });

  it('hands over the raw value of a field it cannot pick from a list', () => {
    const list = [{ id: 'a' }];
    expect(createSettingsReader<{ items: unknown[] }>({ items: list }, MESSAGES).raw('items')).toBe(list);
  });
});
