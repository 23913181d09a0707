import { useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { OwnProgress } from '../api-contract';
import { AREAS_IN_NAV_ORDER } from '../lib/area-registry';
import { AreaProgressCard } from './area-progress-card';

/** Every area in the drawer's order, each with where the student stands in it. */
export function AreaProgressGrid({ progress, now }: { progress: OwnProgress; now: Date }) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? i18n.language;
  const formatScore = useMemo(() => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    return (score: number) => format.format(score);
  }, [locale]);
  const byArea = new Map(progress.areas.map((area) => [area.area, area]));

  return (
    <Box
      component="ul"
      data-testid="student-overview"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, p: 0, m: 0, listStyle: 'none' }}
    >
      {AREAS_IN_NAV_ORDER.map(({ id }) => {
        const area = byArea.get(id);
        return area ? <AreaProgressCard key={id} progress={area} now={now} formatScore={formatScore} /> : null;
      })}
    </Box>
  );
}
