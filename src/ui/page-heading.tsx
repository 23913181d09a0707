import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeadingProps {
  title: ReactNode;
  /** A line under the title saying what the page is for. */
  intro?: ReactNode;
}

/** A page's one h1 and its introduction. */
export function PageHeading({ title, intro }: PageHeadingProps) {
  return (
    <Box>
      <Typography variant="h4" component="h1" gutterBottom={intro !== undefined}>
        {title}
      </Typography>
      {intro !== undefined && <Typography color="text.secondary">{intro}</Typography>}
    </Box>
  );
}
