import { useEffect, useState, type ReactNode } from 'react';
import { mdiAccountCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OwnProgress } from '../api-contract';
import { PROFILE_PATH } from '../profile/profile-path';
import { StudentSchedules } from '../schedules/student-schedules';
import { useSession } from '../session';
import { MdiIcon } from '../ui';
import { AreaProgressGrid } from './area-progress-grid';
import { fetchOwnProgress } from './progress-api';

export interface LearnerHomeProps {
  /** The plain area cards: shown while the progress loads, and in its place when it cannot be had. */
  areaCards: ReactNode;
  /** The home page's how-to, for a student who has not finished an exam yet. */
  howItWorks: ReactNode;
  /** The API call; tests hand in a fake. */
  load?(signal: AbortSignal): Promise<OwnProgress>;
  now?(): Date;
}

type Standing = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; progress: OwnProgress; at: Date };

const systemNow = (): Date => new Date();

/**
 * A signed-in student's home page: a greeting that knows whether they are back, their scheduled
 * exams, and every area with the level they practise at, the last result, the trend and a
 * suggested next step (GET /api/me/progress).
 */
export function LearnerHome({ areaCards, howItWorks, load = fetchOwnProgress, now = systemNow }: LearnerHomeProps) {
  const { t } = useTranslation(['progress', 'home', 'common']);
  const name = useSession((state) => state.user?.name);
  const [standing, setStanding] = useState<Standing>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (progress) => {
        if (!controller.signal.aborted) setStanding({ status: 'ready', progress, at: now() });
      },
      () => {
        if (!controller.signal.aborted) setStanding({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [load, now]);

  const returning = standing.status === 'ready' ? standing.progress.submissionCount > 0 : null;
  const greeting = returning === null || !name ? t('home:title') : t(returning ? 'welcomeBack' : 'welcome', { name });

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
      {/* The greeting waits, in its place and unseen, rather than turning from "Welcome" into "Welcome back". */}
      <Box component="section" sx={{ mb: 6, maxWidth: 760, ...(standing.status === 'loading' ? { visibility: 'hidden' } : {}) }}>
        <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
          {t('common:app.tagline')}
        </Typography>
        <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
          {greeting}
        </Typography>
        <Typography variant="body1" color="text.secondary" sx={{ fontSize: '1.125rem', mb: returning ? 0 : 3 }}>
          {returning ? t('introBack') : t('home:intro')}
        </Typography>
        {!returning && <Typography color="text.secondary">{t('pickArea')}</Typography>}
      </Box>

      <StudentSchedules />

      <Box component="section" aria-labelledby="home-areas" sx={{ mb: 6 }}>
        <Typography id="home-areas" variant="h2" sx={{ mb: 2 }}>
          {t('areasTitle')}
        </Typography>
        {standing.status === 'ready' ? <AreaProgressGrid progress={standing.progress} now={standing.at} /> : areaCards}
        <Button component={RouterLink} to={PROFILE_PATH} size="small" startIcon={<MdiIcon path={mdiAccountCircleOutline} />} sx={{ mt: 2 }}>
          {t('profile')}
        </Button>
      </Box>

      {returning === false && howItWorks}
    </Box>
  );
}
