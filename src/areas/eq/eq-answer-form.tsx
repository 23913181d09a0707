import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { AnswerFormProps } from '../../exam';
import { ChoiceChips } from '../../ui';
import type { Hertz } from '../../lib/units';
import { formatFrequency } from './eq-format';
import type { EqQuestion } from './eq-question';
import type { BandDirection, EqAnswer } from './eq-scoring';
import { eqCandidates } from './eq-programme';
import type { EqSettings } from './eq-settings';

interface BandDraft {
  frequency: Hertz | null;
  direction: BandDirection | null;
}

const DIRECTIONS: readonly BandDirection[] = ['boost', 'cut'];

/** A complete answer, or null while a band is missing its frequency or direction, or two bands repeat. */
function complete(bands: readonly BandDraft[], asksDirection: boolean): EqAnswer | null {
  const frequencies = bands.map((b) => b.frequency);
  if (frequencies.some((f) => f === null) || new Set(frequencies).size !== frequencies.length) return null;
  if (asksDirection && bands.some((b) => b.direction === null)) return null;
  return { bands: bands.map((b) => ({ frequency: b.frequency as Hertz, direction: asksDirection ? b.direction : null })) };
}

/**
 * One row per band: its centre frequency, and boost or cut when the settings mix them. The
 * rows follow the settings (an official exam gives no question), the question only marks them.
 */
export function EqAnswerForm({ question, settings, answer, onChange, disabled, revealed, context }: AnswerFormProps<EqSettings, EqQuestion, EqAnswer>) {
  const { t } = useTranslation('eq');
  const asksDirection = settings.gainDirection === 'boost-cut';
  const [bands, setBands] = useState<BandDraft[]>(() =>
    Array.from({ length: settings.bandCount }, (_, i) => ({
      frequency: answer?.bands[i]?.frequency ?? null,
      direction: answer?.bands[i]?.direction ?? null,
    })),
  );
  // On a loop, only the bands it reveals: the ones a question can ask.
  const programme = context?.programme ?? null;
  const options = useMemo(
    () => eqCandidates(settings, { programme }).map((f) => ({ value: f, label: formatFrequency(f) })),
    [settings, programme],
  );
  const directionOptions = DIRECTIONS.map((d) => ({ value: d, label: t(`answer.${d}`) }));
  const repeated = (i: number) => {
    const f = bands[i]?.frequency;
    return f !== null && f !== undefined && bands.some((b, j) => j < i && b.frequency === f);
  };

  // Once revealed, the bands' real frequencies and directions light up, and wrong picks show red.
  const shown = revealed ? question : null;
  const truth = new Set<number>(shown?.bands.map((b) => b.frequency));
  const markFrequency = (i: number) => (f: Hertz) =>
    !shown ? null : truth.has(f) ? 'right' : bands[i]?.frequency === f ? 'wrong' : null;
  const markDirection = (i: number) => (d: BandDirection) => {
    const only = shown?.bands.length === 1 ? shown.bands[0] : undefined;
    const band = shown?.bands.find((b) => b.frequency === bands[i]?.frequency) ?? only;
    if (!band) return null;
    const right: BandDirection = band.gain > 0 ? 'boost' : 'cut';
    return d === right ? 'right' : bands[i]?.direction === d ? 'wrong' : null;
  };

  const update = (index: number, patch: Partial<BandDraft>) => {
    const next = bands.map((b, i) => (i === index ? { ...b, ...patch } : b));
    setBands(next);
    onChange(complete(next, asksDirection));
  };

  const several = settings.bandCount > 1;
  return (
    <Stack spacing={2.5} data-testid="eq-answer-form">
      {bands.map((band, i) => (
        <Stack key={i} spacing={1.5} data-testid={`eq-answer-band-${i}`}>
          <ChoiceChips
            label={several ? t('answer.bandFrequency', { n: i + 1 }) : t('answer.frequency')}
            options={options}
            value={band.frequency}
            disabled={disabled}
            error={repeated(i) ? t('answer.repeated') : undefined}
            onChange={(frequency) => update(i, { frequency })}
            highlight={markFrequency(i)}
            data-testid={`eq-frequency-${i}`}
          />
          {asksDirection ? (
            <ChoiceChips
              label={several ? t('answer.bandDirection', { n: i + 1 }) : t('answer.direction')}
              options={directionOptions}
              value={band.direction}
              disabled={disabled}
              onChange={(direction) => update(i, { direction })}
              highlight={markDirection(i)}
              data-testid={`eq-direction-${i}`}
            />
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
}
