import { mdiAlertCircle, mdiFileSearch, mdiServerOff, mdiShieldAlert } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { SNACKBAR_ICON_PATHS, snackbarStyle } from './error-snackbar-style';

describe('error snackbar colour and icon by status (docs/architecture.md, Product rules)', () => {
  it.each([
    [401, 'warning', mdiShieldAlert],
    [403, 'warning', mdiShieldAlert],
    [404, 'error', mdiFileSearch],
    [500, 'error', mdiServerOff],
    [400, 'error', mdiAlertCircle],
    [502, 'error', mdiAlertCircle],
    [null, 'error', mdiAlertCircle],
    [undefined, 'error', mdiAlertCircle],
  ] as const)('status %s: %s colour', (status, severity, iconPath) => {
    const style = snackbarStyle(status);
    expect(style.severity).toBe(severity);
    expect(SNACKBAR_ICON_PATHS[style.icon]).toBe(iconPath);
  });
});
