import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAuthSession } from './auth-context';
import { PageProgress } from './page-progress';

/** /callback: completes the sign-in, then the original full path; on any failure, home. */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const auth = useAuthSession();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void auth.completeCallback(window.location.href).then((returnTo) => {
      if (active) void navigate(returnTo, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [auth, navigate]);

  return <PageProgress label={t('signingIn')} />;
}
