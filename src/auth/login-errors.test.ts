import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LOGIN_ERROR_CODES, loginErrorCode, loginErrorMessage } from './login-errors';

/** The SDK's errors carry `error` and `error_description` (GenericError). */
function sdkError(error: string, description: string): Error {
  return Object.assign(new Error(description), { error, error_description: description });
}

describe('login error mapping', () => {
  it('maps every error code of the catalogue to its own translated message', () => {
    const messages = new Set<string>();
    for (const code of LOGIN_ERROR_CODES) {
      const { key, values } = loginErrorMessage(sdkError(code, 'whatever'));
      expect(key).toBe(`auth:errors.${code}`);
      expect(i18next.exists(key)).toBe(true);
      messages.add(i18next.t(key, values));
    }
    expect(messages.size).toBe(LOGIN_ERROR_CODES.length);
  });

  it('recognises the legacy messages without a code', () => {
    expect(loginErrorCode(new Error('Invalid state'))).toBe('state_mismatch');
    expect(loginErrorCode(new Error('Popup closed'))).toBe('cancelled');
    expect(loginErrorCode(sdkError('missing_transaction', 'Invalid state'))).toBe('missing_transaction');
  });

  it('shows the provider text for anything else', () => {
    const { key, values } = loginErrorMessage(sdkError('server_error', 'The provider is down'));
    expect(key).toBe('auth:errors.generic');
    expect(i18next.t(key, values)).toBe('Sign-in failed: The provider is down');
    expect(loginErrorCode('weird')).toBe('generic');
  });

  it('has a Chinese message for each code', async () => {
    await i18next.changeLanguage('zh-CN');
    expect(i18next.t('auth:errors.timeout')).toBe('登录服务未能及时响应，请重试。');
  });
});
