/**
 * The props every field of an area's settings form derives from its name alone: the label
 * (`<namespace>:settings.<name>`), the field's translated message, the empty choice's label
 * (`<namespace>:settings.none`) and whether it can be changed. Spread into a `SettingsSelect`.
 */
import type { SettingsErrors } from '../exam-contract';

export interface SettingsFieldProps {
  label: string;
  error: string | undefined;
  noneLabel: string;
  disabled: boolean;
}

/** A translation function (i18next's `t`) with the area's namespace and 'common' loaded. */
type Translate = (key: string) => string;

export function settingsFieldProps<D>(
  namespace: string,
  t: Translate,
  { errors, readOnly }: { errors: SettingsErrors; readOnly: boolean },
): (name: keyof D & string) => SettingsFieldProps {
  return (name) => {
    const error = errors[name];
    return {
      label: t(`${namespace}:settings.${name}`),
      error: error ? t(error) : undefined,
      noneLabel: t(`${namespace}:settings.none`),
      disabled: readOnly,
    };
  };
}
