import { mdiEqualizer } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AREA_PATHS, type AreaId } from '../lib/areas';

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * What an area trains, with what the student will learn: the page of an area until its exam
 * lands. It says plainly that the exercises are not there yet and where to train meanwhile,
 * so nobody hunts for a Start button.
 */
export function AreaIntroPage({ area }: { area: AreaId }) {
  const { t } = useTranslation('areas');
  const learn = stringList(t(`${area}.learn`, { returnObjects: true }));

  return (
    <Container maxWidth="md" component="article" data-area={area} sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="overline" color="primary" sx={{ fontWeight: 700, letterSpacing: 1.5 }}>
        {t('intro.kicker')}
      </Typography>
      <Typography variant="h1" sx={{ mt: 1, mb: 2 }}>
        {t(`${area}.name`)}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, mb: 3 }} color="text.secondary">
        {t(`${area}.description`)}
      </Typography>
      <Alert severity="info" variant="outlined" data-testid="area-coming-soon" sx={{ mb: 3 }}>
        {t('intro.comingSoon')}
      </Alert>
      <Paper variant="outlined" component="section" aria-labelledby={`${area}-learn`} sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography id={`${area}-learn`} variant="h3" component="h2" sx={{ mb: 1.5 }}>
          {t('intro.learnTitle')}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 1 } }}>
          {learn.map((item) => (
            <Typography component="li" key={item}>
              {item}
            </Typography>
          ))}
        </Box>
      </Paper>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          component={RouterLink}
          to={AREA_PATHS.eq.page}
          variant="contained"
          startIcon={
            <SvgIcon>
              <path d={mdiEqualizer} />
            </SvgIcon>
          }
        >
          {t('intro.tryEq')}
        </Button>
        <Button component={RouterLink} to={AREA_PATHS[area].report[0]} variant="outlined">
          {t('intro.viewReport')}
        </Button>
      </Stack>
    </Container>
  );
}
