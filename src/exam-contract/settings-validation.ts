/**
 * The common half of every area's `validateSettings`: read each field of untrusted input as one
 * of its allowed values, collect a message per bad field, and succeed only when every field is
 * set and nothing was flagged. Pure: the API validates with it too.
 */
import type { SettingsErrors, SettingsValidation } from './area-definition';

/** The i18n keys (with their namespace) of an empty field and of a value that is not allowed. */
export interface SettingsMessages {
  /** 'common:validation.required' unless given. */
  required?: string;
  invalid: string;
}

const REQUIRED = 'common:validation.required';

/** A yes/no field's allowed values. */
export const BOOLEAN_CHOICES = [true, false] as const;

export interface SettingsReader<S> {
  /** The field's value if it is one of `allowed` (compared with ===); otherwise records why not. */
  pick<K extends keyof S & string, T extends S[K]>(name: K, allowed: readonly T[]): T | undefined;
  /** The field's raw input, for a field that is not one of a list (checked by the caller). */
  raw(name: keyof S & string): unknown;
  /** Records a message under `name`, a field or a group of fields (a cross-field rule); the last one stays. */
  fail(name: string, message: string): void;
  /** Ok with `settings` when none of its fields is undefined and nothing failed; else the errors. */
  result(settings: { [K in keyof S]: S[K] | undefined }): SettingsValidation<S>;
}

const isEmpty = (value: unknown): boolean => value === null || value === undefined || value === '';

export function createSettingsReader<S>(input: unknown, { required = REQUIRED, invalid }: SettingsMessages): SettingsReader<S> {
  const raw: Record<string, unknown> = typeof input === 'object' && input !== null ? { ...input } : {};
  const errors: Record<string, string> = {};
  return {
    pick(name, allowed) {
      const value = raw[name];
      if (isEmpty(value)) {
        errors[name] = required;
        return undefined;
      }
      const found = allowed.find((a) => a === value);
      if (found === undefined) errors[name] = invalid;
      return found;
    },
    raw: (name) => raw[name],
    fail(name, message) {
      errors[name] = message;
    },
    result(settings) {
      const complete = Object.values(settings).every((value) => value !== undefined);
      if (!complete || Object.keys(errors).length > 0) return { ok: false, errors: { ...errors } satisfies SettingsErrors };
      // Every field is defined, so each has its settings type.
      return { ok: true, settings: settings as S };
    },
  };
}
