import { Suspense } from 'react';
import { mdiLogin } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '../auth';
import { ADMIN_PERMISSION, hasPermissionIn, useSession } from '../session';
import { AreaCards } from './area-cards';
import { lazyPage } from './lazy-page';
import { MdiIcon } from '../ui';

// Each signed-in home is a chunk of its own: the signed-out first load carries neither.
const TeacherHome = lazyPage(() => import('../schedules/teacher-home').then((m) => m.TeacherHome));
const LearnerHome = lazyPage(() => import('../progress/learner-home').then((m) => m.LearnerHome), ['progress', 'home', 'areas']);

const STEPS = ['choose', 'listen', 'answer', 'progress'] as const;

type Visitor = 'guest' | 'student' | 'teacher';

/**
 * The landing page: what Auricle is, the areas, and the way in. A signed-in student's is the
 * learner's home (where they stand in each area), a teacher's (read:admin) the teacher's home.
 */
export function HomePage() {
  const visitor = useSession((state): Visitor => {
    if (state.authStatus !== 'authenticated') return 'guest';
    return hasPermissionIn(state.permissions, ADMIN_PERMISSION) ? 'teacher' : 'student';
  });
  if (visitor === 'guest') return <GuestHome />;
  return (
    <Suspense fallback={null}>
      {visitor === 'teacher' ? <TeacherHome /> : <LearnerHome areaCards={<AreaCards />} howItWorks={<HowItWorks />} />}
    </Suspense>
  );
}

function GuestHome() {
  const { t } = useTranslation(['home', 'common']);
  const auth = useAuthSession();
  const status = useSession((state) => state.authStatus);

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
      <Box component="section" sx={{ mb: 6, maxWidth: 760 }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
          {t('common:app.tagline')}
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
          {t('title')}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.125rem', mb: 3 }}>
          {t('intro')}
        </Typography>
        {status === 'anonymous' && (
          <Button size="large" variant="contained" startIcon={<MdiIcon path={mdiLogin} />} onClick={() => void auth.login('/')}>
            {t('signIn')}
          </Button>
        )}
      </Box>

      <Box component="section" aria-labelledby="home-areas" sx={{ mb: 6 }}>
        <Typography id="home-areas" variant="h2" sx={{ mb: 2 }}>
          {t('areasTitle')}
        </Typography>
        <AreaCards />
      </Box>

      <HowItWorks />
    </Box>
  );
}

/** The four steps, for a visitor and for a student who has not finished an exam yet. */
function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="home-how">
      <Typography id="home-how" variant="h2" sx={{ mb: 2 }}>
        {t('howTitle')}
      </Typography>
      <Box component="ol" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' }, p: 0, m: 0, listStyle: 'none' }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step} sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
            <Typography variant="h3" component="p" color="primary" sx={{ mb: 0.5 }}>
              {index + 1}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{t(`steps.${step}.title`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`steps.${step}.text`)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
