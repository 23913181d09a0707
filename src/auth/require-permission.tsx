import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { hasAllIn, setError, useSession } from '../session';
import { HOME_PATH } from './return-path';

export const FORBIDDEN_STATUS = 403;

/** Inside `RequireAuth`: without every listed permission the user gets the 403 snackbar and goes home. */
export function RequirePermission({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useSession((state) => hasAllIn(state.permissions, permissions));

  useEffect(() => {
    if (!allowed) setError({ status: FORBIDDEN_STATUS, message: t('errors.forbidden') });
  }, [allowed, t]);

  return allowed ? children : <Navigate to={HOME_PATH} replace />;
}
