import { useState } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam';
import { ChoiceChips, SelectField } from '../../ui';
import { CATEGORIES, EXCITATIONS, instrumentById, localized, type Category, type Excitation } from './catalogue';
import { examInstruments, type TimbreAnswer, type TimbreQuestion } from './timbre-question';
import { asksExcitation, type TimbreSettings } from './timbre-settings';

type ExcitationChoice = Excitation | 'none';

/** Category, then the excitation (not in the category test), then (in the advanced test) the instrument, grouped by category. */
export function TimbreAnswerForm({ question, settings, answer, onChange, disabled, revealed }: AnswerFormProps<TimbreSettings, TimbreQuestion, TimbreAnswer>) {
  const { t, i18n } = useTranslation('timbre');
  const [category, setCategory] = useState<Category | null>(answer?.category ?? null);
  const [excitation, setExcitation] = useState<ExcitationChoice | null>(answer ? (answer.excitation ?? 'none') : null);
  const [instrument, setInstrument] = useState<string | null>(answer?.instrument ?? null);
  const advanced = settings.mode === 'advanced';
  const excitationAsked = asksExcitation(settings.mode);
  const truth = revealed && question ? instrumentById(question.instrument) : undefined;

  const update = (next: { category: Category | null; excitation: ExcitationChoice | null; instrument: string | null }) => {
    setCategory(next.category);
    setExcitation(next.excitation);
    setInstrument(next.instrument);
    const complete = next.category !== null && (!excitationAsked || next.excitation !== null) && (!advanced || next.instrument !== null);
    const excitationAnswer = next.excitation === null || next.excitation === 'none' ? null : next.excitation;
    onChange(
      complete && next.category
        ? { category: next.category, excitation: excitationAsked ? excitationAnswer : null, instrument: advanced ? next.instrument : null }
        : null,
    );
  };
  const current = { category, excitation, instrument };
  const started = category !== null || excitation !== null || instrument !== null;
  const instruments = examInstruments(settings);
  const groups = CATEGORIES.map((c) => ({ category: c, instruments: instruments.filter((i) => i.category === c) })).filter((g) => g.instruments.length > 0);

  return (
    <Stack spacing={2.5} data-testid="timbre-answer-form">
      <div>
        <ChoiceChips
          label={t('answer.category')}
          options={CATEGORIES.map((value) => ({ value, label: t(`category.${value}`) }))}
          value={category}
          disabled={disabled}
          onChange={(value) => update({ ...current, category: value })}
          highlight={(value) => (!truth ? null : value === truth.category ? 'right' : value === category ? 'wrong' : null)}
          data-testid="timbre-category"
        />
        {started && category === null && !disabled ? <FormHelperText error>{t('answer.selectCategory')}</FormHelperText> : null}
      </div>
      {excitationAsked ? (
        <ChoiceChips
          label={t('answer.excitation')}
          options={[...EXCITATIONS, 'none' as const].map((value) => ({ value, label: t(`excitation.${value}`) }))}
          value={excitation}
          disabled={disabled}
          onChange={(value) => update({ ...current, excitation: value })}
          highlight={(value) => (!truth ? null : value === (truth.excitation ?? 'none') ? 'right' : value === excitation ? 'wrong' : null)}
          data-testid="timbre-excitation"
        />
      ) : null}
      {advanced ? (
        <div>
          <SelectField
            label={t('answer.instrument')}
            value={instrument ?? ''}
            disabled={disabled}
            onChange={(value) => update({ ...current, instrument: value || null })}
            data-testid="timbre-instrument"
          >
            <option value="">{t('answer.noInstrument')}</option>
            {groups.map((group) => (
              <optgroup key={group.category} label={t(`category.${group.category}`)}>
                {group.instruments.map((i) => (
                  <option key={i.id} value={i.id}>
                    {localized(i.name, i18n.language)}
                  </option>
                ))}
              </optgroup>
            ))}
          </SelectField>
          {category !== null && excitation !== null && instrument === null && !disabled ? (
            <FormHelperText error>{t('answer.selectInstrument')}</FormHelperText>
          ) : null}
          {truth ? (
            <FormHelperText data-testid="timbre-right-instrument">{t('answer.was', { name: localized(truth.name, i18n.language) })}</FormHelperText>
          ) : null}
        </div>
      ) : null}
    </Stack>
  );
}
