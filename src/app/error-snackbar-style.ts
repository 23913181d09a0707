/** Spec section 8: the snackbar's colour and icon follow the error's status. */
import { mdiAlertCircle, mdiFileSearch, mdiServerOff, mdiShieldAlert } from '@mdi/js';

export type SnackbarIcon = 'shieldAlert' | 'fileSearch' | 'serverOff' | 'alertCircle';

export interface SnackbarStyle {
  severity: 'warning' | 'error';
  icon: SnackbarIcon;
}

export const SNACKBAR_ICON_PATHS: Readonly<Record<SnackbarIcon, string>> = {
  shieldAlert: mdiShieldAlert,
  fileSearch: mdiFileSearch,
  serverOff: mdiServerOff,
  alertCircle: mdiAlertCircle,
};

export function snackbarStyle(status: number | null | undefined): SnackbarStyle {
  const authProblem = status === 401 || status === 403;
  const icon: SnackbarIcon = authProblem
    ? 'shieldAlert'
    : status === 404
      ? 'fileSearch'
      : status === 500
        ? 'serverOff'
        : 'alertCircle';
  return { severity: authProblem ? 'warning' : 'error', icon };
}
