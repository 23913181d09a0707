import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AREAS_IN_NAV_ORDER } from '../lib/area-registry';
import { MdiIcon } from '../ui';

/**
 * One card per area, in the drawer's order, linking to its page (signed-out users are asked to sign in first). Each is
 * an outlined Paper, which is all a Card is: the home page's first load spares the Card chunk.
 */
export function AreaCards() {
  const { t } = useTranslation('areas');
  return (
    <Box
      component="ul"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, p: 0, m: 0, listStyle: 'none' }}
    >
      {AREAS_IN_NAV_ORDER.map(({ id: area, page, icon }) => (
        <Paper component="li" key={area} variant="outlined" sx={{ overflow: 'hidden' }}>
          <CardActionArea component={RouterLink} to={page} sx={{ height: '100%', alignItems: 'flex-start' }}>
            <Box sx={{ p: 2, pb: 3 }}>
              <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                <MdiIcon path={icon} color="primary" />
                <Typography variant="h3" component="h3">
                  {t(`${area}.name`)}
                </Typography>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t(`${area}.summary`)}
              </Typography>
            </Box>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
