/** Maps the SDK's sign-in failures to the sign-in errors of docs/architecture.md (Product rules) (translated in `auth:errors.*`). */
export const LOGIN_ERROR_CODES = [
  'state_mismatch',
  'missing_transaction',
  'timeout',
  'cancelled',
  'login_required',
  'mfa_required',
  'missing_refresh_token',
  'access_denied',
] as const;

export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number] | 'generic';

/** The SDK's legacy messages for errors without a code. */
const MESSAGE_CODES: Readonly<Record<string, LoginErrorCode>> = {
  'Invalid state': 'state_mismatch',
  'Popup closed': 'cancelled',
  Timeout: 'timeout',
};

function isKnownCode(value: unknown): value is LoginErrorCode {
  return typeof value === 'string' && (LOGIN_ERROR_CODES as readonly string[]).includes(value);
}

export function loginErrorCode(error: unknown): LoginErrorCode {
  if (typeof error === 'object' && error !== null) {
    const code = (error as { error?: unknown }).error;
    if (isKnownCode(code)) return code;
  }
  if (error instanceof Error) return MESSAGE_CODES[error.message] ?? 'generic';
  return 'generic';
}

/** The i18n key and its values for a failure; the generic message carries the provider's text. */
export function loginErrorMessage(error: unknown): { key: string; values: Record<string, string> } {
  const code = loginErrorCode(error);
  if (code !== 'generic') return { key: `auth:errors.${code}`, values: {} };
  const description = typeof error === 'object' && error !== null ? (error as { error_description?: unknown }).error_description : undefined;
  const message = typeof description === 'string' && description ? description : error instanceof Error ? error.message : String(error);
  return { key: 'auth:errors.generic', values: { message } };
}
