import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OwnSubmissionRow } from '../api-contract';
import type { AreaId } from '../lib/area-registry';
import type { ReportFormat } from './report-format';

/** The short name of a row's difficulty ("Medium"), for its column. */
export function difficultyName(t: TFunction<'reports'>, row: Pick<OwnSubmissionRow, 'difficulty' | 'official'>): string {
  if (row.difficulty !== null) return t(`difficulty.names.${row.difficulty}`);
  return t(row.official ? 'difficulty.official' : 'difficulty.custom');
}

/** The settings as stored, one `name: value` a line: the exact record behind the difficulty's name. */
function settingsLines(settings: unknown): string[] {
  if (settings === null || typeof settings !== 'object') return [];
  return Object.entries(settings).map(([name, value]) => `${name}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
}

function Item({ label, children, code = false }: { label: string; children: ReactNode; code?: boolean }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, ...(code ? { fontFamily: 'monospace', fontSize: '0.8rem', wordBreak: 'break-all' } : {}) }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * What a row of the student's own report keeps behind its toggle: the submit id (for a question
 * to the teacher), the difficulty in full and the settings the exam was made with.
 */
export function OwnSubmissionDetail({ row, area, format }: { row: OwnSubmissionRow; area: AreaId; format: ReportFormat }) {
  const { t } = useTranslation(['reports', 'audio', area]);
  const description =
    row.difficulty !== null
      ? t(`${area}:difficulty.${row.difficulty}`)
      : t(row.official ? 'details.officialSettings' : 'details.customSettings');
  const lines = settingsLines(row.settings);
  return (
    <Box component="dl" data-testid="own-submission-detail" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, m: 0, py: 0.5 }}>
      <Item label={t('details.submitId')} code>
        {row.submitId}
      </Item>
      <Item label={t('details.difficulty')}>{description}</Item>
      {row.programme ? <Item label={t('details.material')}>{t(`audio:programme.${row.programme}.name`)}</Item> : null}
      <Item label={t('details.correctRate')}>{format.percent(row.outcome === 'not-submitted' ? null : row.correctRate)}</Item>
      {lines.length > 0 && (
        <Item label={t('details.settings')} code>
          {lines.map((line) => (
            <Box component="span" key={line} sx={{ display: 'block' }}>
              {line}
            </Box>
          ))}
        </Item>
      )}
    </Box>
  );
}
