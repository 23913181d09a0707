import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { hasAllIn, setError, useSession } from '../session';
import { HOME_PATH } from './return-path';

export const FORBIDDEN_STATUS = 403;

/**
 * Inside `RequireAuth`: without every listed permission the user gets the 403 snackbar and goes
 * home. `everyOrganization`: a page of every organization's (organizations, learning platforms),
 * closed to a teacher limited to one (an LTI instructor: server/api/auth/teaching-scope.ts).
 */
export function RequirePermission({ permissions, everyOrganization = false, children }: { permissions: readonly string[]; everyOrganization?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useSession((state) => hasAllIn(state.permissions, permissions) && !(everyOrganization && state.user?.teachesOrganization !== undefined));

  useEffect(() => {
    if (!allowed) setError({ status: FORBIDDEN_STATUS, message: t('errors.forbidden') });
  }, [allowed, t]);

  return allowed ? children : <Navigate to={HOME_PATH} replace />;
}
