import { useState } from 'react';
import type { FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { STUDENT_ID_MAX_LENGTH, USER_SEARCH_MAX_LENGTH, type Organization, type TotalReportFilters } from '../api-contract';
import { ALL_ORGANIZATIONS, FILTER_KEYS, isValidDate } from './report-query';
import type { FilterKey } from './report-query';
import { SelectField } from '../ui';

type Draft = Record<FilterKey, string>;

/** A whole submit id (a UUID) or its beginning, as the API accepts. */
const SUBMIT_ID_PATTERN = /^[0-9A-Fa-f-]{0,36}$/;

/** Every organization, chosen or by default, is the select's empty choice. */
function draftOf(filters: TotalReportFilters): Draft {
  return {
    organization: filters.organization === ALL_ORGANIZATIONS ? '' : (filters.organization ?? ''),
    from: filters.from ?? '',
    to: filters.to ?? '',
    submitId: filters.submitId ?? '',
    user: filters.user ?? '',
    studentId: filters.studentId ?? '',
  };
}

/**
 * "All organizations" is said in the URL once the report was narrowed to one (the teacher's own
 * by default), so it sticks; a report that already showed them all needs no such word.
 */
function filtersOf(draft: Draft, applied: TotalReportFilters): TotalReportFilters {
  const filters: TotalReportFilters = {};
  for (const key of FILTER_KEYS) {
    const value = draft[key].trim();
    if (value) filters[key] = value;
  }
  if (!filters.organization && applied.organization) filters.organization = ALL_ORGANIZATIONS;
  return filters;
}

interface TotalReportFilterFormProps {
  /**
   * The applied filters (from the URL, or the page's default organization). Remount the form with
   * a new `key` when they change.
   */
  filters: TotalReportFilters;
  organizations: readonly Organization[];
  organizationsFailed: boolean;
  onApply(filters: TotalReportFilters): void;
}

/**
 * The total report's filters. Edits stay a draft until applied, so a half-typed id never
 * fires a query; a rejected draft keeps every typed value and says what is wrong.
 */
export function TotalReportFilterForm({ filters, organizations, organizationsFailed, onApply }: TotalReportFilterFormProps) {
  const { t } = useTranslation('reports');
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [submitted, setSubmitted] = useState(false);

  const badFrom = draft.from !== '' && !isValidDate(draft.from);
  const badTo = draft.to !== '' && !isValidDate(draft.to);
  const reversed = !badFrom && !badTo && draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const badSubmitId = !SUBMIT_ID_PATTERN.test(draft.submitId.trim());
  const invalid = badFrom || badTo || reversed || badSubmitId;

  const organizationNames = organizations.map((organization) => organization.name);
  if (draft.organization && !organizationNames.includes(draft.organization)) {
    organizationNames.push(draft.organization);
  }

  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!invalid) onApply(filtersOf(draft, filters));
  };

  const clear = () => {
    setDraft(draftOf({}));
    setSubmitted(false);
    onApply({});
  };

  const dateError = (bad: boolean) => (bad ? t('filters.invalidDate') : undefined);

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t('filters.label')} role="search">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        <SelectField
          size="medium"
          label={t('filters.organization')}
          value={draft.organization}
          onChange={(organization) => setDraft((current) => ({ ...current, organization }))}
          helperText={organizationsFailed ? t('filters.organizationsFailed') : undefined}
        >
          <option value="">{t('filters.allOrganizations')}</option>
          {/* The filter from the address stays shown while the list loads (or when it failed). */}
          {[...new Set([...(draft.organization ? [draft.organization] : []), ...organizationNames])].map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          type="date"
          label={t('filters.from')}
          value={draft.from}
          onChange={set('from')}
          error={submitted && badFrom}
          helperText={submitted ? dateError(badFrom) : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('filters.to')}
          value={draft.to}
          onChange={set('to')}
          error={(submitted && badTo) || reversed}
          helperText={reversed ? t('filters.reversedDates') : submitted ? dateError(badTo) : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={t('filters.submitId')}
          value={draft.submitId}
          onChange={set('submitId')}
          error={badSubmitId}
          helperText={badSubmitId ? t('filters.invalidSubmitId') : undefined}
          slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
        />
        <TextField
          label={t('filters.user')}
          value={draft.user}
          onChange={set('user')}
          placeholder={t('filters.userHint')}
          slotProps={{ htmlInput: { maxLength: USER_SEARCH_MAX_LENGTH } }}
        />
        <TextField
          label={t('filters.studentId')}
          value={draft.studentId}
          onChange={set('studentId')}
          slotProps={{ htmlInput: { maxLength: STUDENT_ID_MAX_LENGTH } }}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="button" onClick={clear}>
          {t('filters.clear')}
        </Button>
        <Button type="submit" variant="contained">
          {t('filters.apply')}
        </Button>
      </Stack>
    </Box>
  );
}
