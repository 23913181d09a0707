import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { mdiLockOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
// Past the feature's index, as the first sign-in gate itself: the profile page completes a profile the same way.
import { fetchMe, fetchOrganizations, lockedProfileFields, needsProfile } from '../auth/profile-api';
import type { Me, Organization } from '../api-contract';
import { MdiIcon, PageHeading } from '../ui';

// The form of the first sign-in, only for a profile that still lacks a half.
const FirstSignInDialog = lazy(() => import('../auth/first-sign-in-dialog').then((m) => ({ default: m.FirstSignInDialog })));

/** Permissions the page names in words; any other is shown as its code. */
const PERMISSION_KEYS: Readonly<Record<string, string>> = { 'read:admin': 'permission.readAdmin' };

function Field({ label, value, hint, locked, testId }: { label: string; value: ReactNode; hint?: string; locked?: boolean; testId: string }) {
  const { t } = useTranslation('profile');
  return (
    <Box sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }} data-testid={testId}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{value}</Typography>
        {hint && (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25 }}>
            {locked && <MdiIcon path={mdiLockOutline} fontSize="inherit" titleAccess={t('readOnly')} />}
            {hint}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ px: 2, pt: 2, pb: 0.5 }}>
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {children}
      </Box>
    </Paper>
  );
}

interface Completing {
  organizations: Organization[];
}

export interface ProfilePageProps {
  /** The API calls; tests hand in fakes. */
  load?(signal: AbortSignal): Promise<Me>;
  loadOrganizations?(signal?: AbortSignal): Promise<Organization[]>;
}

/**
 * `/profile`: the signed-in user's name, e-mail, student id, organization and permissions. Name
 * and e-mail come from the identity provider; student id and organization are set once at the
 * first sign-in (server/api/me/me-routes.ts) and shown read-only after that, and a half still unset
 * is completed with the first sign-in's form.
 */
export function ProfilePage({ load = fetchMe, loadOrganizations = fetchOrganizations }: ProfilePageProps) {
  const { t } = useTranslation('profile');
  const [me, setMe] = useState<Me | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [completing, setCompleting] = useState<Completing | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setMe(loaded);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const reload = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  const complete = async () => {
    try {
      setCompleting({ organizations: await loadOrganizations() });
    } catch (error) {
      // The API client has shown the failure; the button stays for another try.
      console.error('Could not load the organizations', error);
    }
  };

  const identity = (value: string | null): { value: string; hint: string; locked: boolean } => {
    if (me?.identityManaged) return { value: value ?? t('notSet'), hint: t('managed'), locked: true };
    if (value?.trim()) return { value, hint: t('locked'), locked: true };
    return { value: t('notSet'), hint: '', locked: false };
  };

  return (
    <Stack spacing={3} component="article" data-testid="profile-page" sx={{ maxWidth: 720, mx: 'auto', width: '100%', p: { xs: 2, md: 3 } }}>
      <PageHeading title={t('title')} intro={t('intro')} />

      {failed && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="alert">
          <Typography>{t('loadFailed')}</Typography>
          <Button onClick={reload}>{t('retry')}</Button>
        </Stack>
      )}

      {me === null ? (
        !failed && (
          <Stack sx={{ alignItems: 'center', py: 6 }} role="status" aria-label={t('loading')}>
            <CircularProgress />
          </Stack>
        )
      ) : (
        <>
          <Section title={t('account')} id="profile-account">
            <Field label={t('name')} value={me.name} hint={t('fromSignIn')} locked testId="profile-name" />
            <Field label={t('email')} value={me.email} hint={t('fromSignIn')} locked testId="profile-email" />
          </Section>
          <Section title={t('class')} id="profile-class">
            <Field label={t('studentId')} {...identity(me.studentId)} testId="profile-student-id" />
            <Field label={t('organization')} {...identity(me.organization)} testId="profile-organization" />
          </Section>
          {needsProfile(me) && (
            <Box>
              <Button variant="contained" onClick={() => void complete()}>
                {t('complete')}
              </Button>
            </Box>
          )}
          <Section title={t('permissions')} id="profile-permissions">
            {me.permissions.length === 0 ? (
              <Field label={t('role')} value={t('student')} testId="profile-permission-student" />
            ) : (
              me.permissions.map((permission) => (
                <Field
                  key={permission}
                  label={permission}
                  value={PERMISSION_KEYS[permission] ? t(PERMISSION_KEYS[permission]) : permission}
                  testId={`profile-permission-${permission}`}
                />
              ))
            )}
          </Section>
        </>
      )}

      {completing && me && (
        <Suspense fallback={null}>
          <FirstSignInDialog
            initial={{ studentId: me.studentId ?? '', organization: me.organization ?? '' }}
            locked={lockedProfileFields(me)}
            organizations={completing.organizations}
            onSaved={() => {
              setCompleting(null);
              reload();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
