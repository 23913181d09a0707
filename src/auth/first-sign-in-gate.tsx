import { lazy, Suspense, useEffect, useState } from 'react';
import type { Organization } from '../api-contract';
import { useSession } from '../session';
import type { ProfileForm } from './first-sign-in-dialog';
import { fetchMe, fetchOrganizations, lockedProfileFields, needsProfile } from './profile-api';

// The form (text field, select) is only needed once per user: keep it out of the first load.
const FirstSignInDialog = lazy(() => import('./first-sign-in-dialog').then((m) => ({ default: m.FirstSignInDialog })));

interface Pending {
  initial: ProfileForm;
  locked: Record<keyof ProfileForm, boolean>;
  organizations: Organization[];
}

/** After sign-in, checks the profile once and asks for what is missing. */
export function FirstSignInGate() {
  const signedIn = useSession((state) => state.authStatus === 'authenticated');
  const [pending, setPending] = useState<Pending | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void (async () => {
      try {
        const me = await fetchMe(controller.signal);
        if (!needsProfile(me)) return;
        const organizations = await fetchOrganizations(controller.signal);
        setPending({
          initial: { studentId: me.studentId ?? '', organization: me.organization ?? '' },
          locked: lockedProfileFields(me),
          organizations,
        });
      } catch (error) {
        if (!controller.signal.aborted) console.error('Could not load the profile', error);
      }
    })();
    return () => controller.abort();
  }, [signedIn]);

  if (!signedIn || !pending) return null;
  return (
    <Suspense fallback={null}>
      <FirstSignInDialog
        initial={pending.initial}
        locked={pending.locked}
        organizations={pending.organizations}
        onSaved={() => setPending(null)}
      />
    </Suspense>
  );
}
