import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ReportKind } from '../api-contract';

/**
 * Why the total report is empty: no results at all yet (and how to get some), none yet from the
 * teacher's organization it opened on (the others one click away), or filters that match nothing.
 */
export type EmptyReason = { kind: 'no-data' } | { kind: 'none-in-organization'; organization: string } | { kind: 'no-match' };

export function emptyReasonOf(narrowingFilters: number, defaultOrganization: string | undefined): EmptyReason {
  if (narrowingFilters === 0) return { kind: 'no-data' };
  if (narrowingFilters === 1 && defaultOrganization) return { kind: 'none-in-organization', organization: defaultOrganization };
  return { kind: 'no-match' };
}

interface TotalReportEmptyProps {
  reason: EmptyReason;
  reportKind: ReportKind;
  areaName: string;
  onShowAllOrganizations(): void;
}

export function TotalReportEmpty({ reason, reportKind, areaName, onShowAllOrganizations }: TotalReportEmptyProps) {
  const { t } = useTranslation('reports');
  if (reason.kind === 'no-match') return <span data-testid="report-no-match">{t('total.empty')}</span>;
  const noData = reason.kind === 'no-data';
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', maxWidth: 560, mx: 'auto', textAlign: 'center' }} data-testid={noData ? 'report-no-data' : 'report-none-in-organization'}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {noData ? t('total.noData.title') : t('total.noneInOrganization.title', { organization: reason.organization })}
      </Typography>
      <Typography variant="body2">{t(`total.noData.${reportKind}`, { area: areaName })}</Typography>
      {!noData && (
        <Button size="small" onClick={onShowAllOrganizations}>
          {t('total.noneInOrganization.showAll')}
        </Button>
      )}
    </Stack>
  );
}
