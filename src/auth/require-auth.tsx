import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session';
import { useAuthSession } from './auth-context';
import { PageProgress } from './page-progress';
import { fullPath } from './return-path';

/** Every page but / and /callback: signed-in users only; anyone else goes to sign in, keeping the full path. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const status = useSession((state) => state.authStatus);
  const auth = useAuthSession();
  const location = useLocation();
  const returnTo = fullPath(location);

  useEffect(() => {
    if (status === 'anonymous') void auth.login(returnTo);
  }, [status, auth, returnTo]);

  if (status === 'authenticated') return children;
  return <PageProgress label={t(status === 'loading' ? 'checking' : 'redirecting')} />;
}
