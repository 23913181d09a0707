/** What a course's activity may open (src/lti/deep-link-page.tsx): one of the organization's scheduled exams, or a practice. */
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { OfficialExamSchedule } from '../api-contract';
import { AREA_DEFINITIONS } from '../areas/definitions';
import { useAreaUi } from '../areas/load-area';
import { AREAS_IN_NAV_ORDER, isAreaId, type AreaId } from '../lib/area-registry';
import { SelectField } from '../ui';

export const PRACTICE_MODES = ['training', 'exam'] as const;
export type PracticeMode = (typeof PRACTICE_MODES)[number];

export interface Practice {
  area: AreaId;
  difficulty: string;
  mode: PracticeMode;
}

export function firstPractice(): Practice {
  const area = AREAS_IN_NAV_ORDER[0]?.id ?? 'eq';
  return { area, difficulty: AREA_DEFINITIONS[area].difficultyPresets[0]?.id ?? '', mode: 'training' };
}

/** The exams a course may open: its organization's, not closed; the newest window first. */
export function ScheduledExamList({
  schedules,
  chosen,
  onChoose,
  newExamPath,
  format,
}: {
  schedules: readonly OfficialExamSchedule[];
  chosen: string | null;
  onChoose(schedule: OfficialExamSchedule): void;
  newExamPath: string;
  format: Intl.DateTimeFormat;
}) {
  const { t } = useTranslation(['lti', 'common']);
  const label = useId();
  return (
    <Stack spacing={1.5}>
      <Typography id={label} variant="subtitle1" component="h3">
        {t('deepLink.exams.title')}
      </Typography>
      {schedules.length === 0 ? (
        <Typography color="text.secondary" data-testid="deep-link-no-exams">
          {t('deepLink.exams.none')}
        </Typography>
      ) : (
        <RadioGroup aria-labelledby={label} value={chosen ?? ''} onChange={(event) => onChoose(schedules.find((s) => s.id === event.target.value) as OfficialExamSchedule)}>
          {schedules.map((schedule) => (
            <FormControlLabel
              key={schedule.id}
              value={schedule.id}
              control={<Radio />}
              data-testid="deep-link-exam"
              label={
                <span>
                  {schedule.title}
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {t('deepLink.exams.detail', {
                      area: t(`common:nav.areas.${schedule.area}`),
                      opens: format.format(new Date(schedule.opensAt)),
                      closes: format.format(new Date(schedule.closesAt)),
                    })}
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
      <div>
        <Button component={RouterLink} to={newExamPath} variant="outlined">
          {t('deepLink.exams.new')}
        </Button>
      </div>
    </Stack>
  );
}

/** The translations of a practice's area (its difficulties' names are in the area's namespace, loaded with its UI). */
function usePracticeTranslation(area: AreaId) {
  const ui = useAreaUi(area);
  const namespace = ui.status === 'ready' ? ui.ui.namespace : area;
  return { namespace, ...useTranslation(['lti', 'common', 'exam', namespace]) };
}

/** The title a practice's activity gets in the course unless the teacher writes another. */
export function usePracticeTitle(practice: Practice): string {
  const { t, namespace } = usePracticeTranslation(practice.area);
  return t(`deepLink.practice.titles.${practice.mode}`, { area: t(`common:nav.areas.${practice.area}`), difficulty: t(`${namespace}:difficulty.${practice.difficulty}`) });
}

/** A practice of an area at one of its difficulties, in training (with feedback) or as a practice exam. */
export function PracticeFields({ practice, onChange }: { practice: Practice; onChange(practice: Practice): void }) {
  const { t, namespace } = usePracticeTranslation(practice.area);
  const presets = AREA_DEFINITIONS[practice.area].difficultyPresets;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectField
        label={t('deepLink.practice.area')}
        value={practice.area}
        data-testid="deep-link-area"
        onChange={(area) => {
          if (isAreaId(area)) onChange({ ...practice, area, difficulty: AREA_DEFINITIONS[area].difficultyPresets[0]?.id ?? '' });
        }}
      >
        {AREAS_IN_NAV_ORDER.map((area) => (
          <option key={area.id} value={area.id}>
            {t(`common:nav.areas.${area.id}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('exam:difficulty.label')} value={practice.difficulty} data-testid="deep-link-difficulty" onChange={(difficulty) => onChange({ ...practice, difficulty })}>
        {presets.map(({ id }, index) => (
          <option key={id} value={id}>
            {t('exam:difficulty.level', { level: index + 1, name: t(`${namespace}:difficulty.${id}`) })}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('deepLink.practice.mode')} value={practice.mode} data-testid="deep-link-mode" onChange={(mode) => onChange({ ...practice, mode: mode === 'exam' ? 'exam' : 'training' })}>
        {PRACTICE_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`deepLink.practice.modes.${mode}`)}
          </option>
        ))}
      </SelectField>
    </Stack>
  );
}
