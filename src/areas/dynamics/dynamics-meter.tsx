import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ProcessedMeter } from '../../audio';
import type { TrainingAidProps } from '../../exam';
import type { DynamicsQuestion } from './dynamics-question';

/** The meter's full scale, dB: a hit under heavy compression goes well past the mean asked. */
export const METER_FULL_SCALE_DB = 24;
/** At most this much of the reading is scanned per animation frame (a tab in the background skips ahead). */
const MAX_SCAN_SECONDS = 0.1;

/**
 * The largest reduction of the frames played since `from` up to `to` (frame indices into a loop
 * of `meter.values.length`), so that a hit between two animation frames still shows.
 */
export function loudestSince(meter: ProcessedMeter, from: number, to: number): number {
  const { values, sampleRate } = meter;
  const length = values.length;
  if (length === 0) return 0;
  const span = Math.min(((to - from) % length + length) % length, Math.round(MAX_SCAN_SECONDS * sampleRate));
  let loudest = 0;
  for (let k = 0; k <= span; k++) loudest = Math.max(loudest, values[(((to - k) % length) + length) % length] as number);
  return loudest;
}

/**
 * Training only, after the check: the compressor's gain reduction as the processed sound plays,
 * read from the reduction it computed for each frame of the loop (AudioEngineApi.getProcessedMeter),
 * with the question's mean reduction marked. It reads nothing while the original plays.
 */
export function DynamicsMeter({ question, engine }: TrainingAidProps<DynamicsQuestion>) {
  const { t } = useTranslation('dynamics');
  const subscribe = useCallback((listener: () => void) => engine.subscribe(listener), [engine]);
  const snapshot = useSyncExternalStore(subscribe, () => engine.getSnapshot());
  const reading = snapshot.transport === 'playing' && snapshot.selected === 'processed';
  const [latest, setLatest] = useState(0);
  const value = reading ? latest : 0;
  const last = useRef(0);
  useEffect(() => {
    if (!reading) return;
    let frame = 0;
    const tick = () => {
      const meter = engine.getProcessedMeter();
      const now = meter ? Math.floor(engine.getPosition() * meter.sampleRate) : 0;
      setLatest(meter ? loudestSince(meter, last.current, now) : 0);
      last.current = now;
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [engine, reading]);

  const shown = Math.min(value, METER_FULL_SCALE_DB);
  const percentOf = (db: number) => `${(100 * Math.min(db, METER_FULL_SCALE_DB)) / METER_FULL_SCALE_DB}%`;
  return (
    <Stack spacing={0.75} data-testid="dynamics-meter">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle2" component="span" id="dynamics-meter-label">
          {t('meter.label')}
        </Typography>
        <Typography variant="body2" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }} data-testid="dynamics-meter-value">
          {t('meter.value', { value: value.toFixed(1) })}
        </Typography>
      </Stack>
      <Box
        role="meter"
        aria-labelledby="dynamics-meter-label"
        aria-valuemin={0}
        aria-valuemax={METER_FULL_SCALE_DB}
        aria-valuenow={Math.round(shown * 10) / 10}
        sx={{ position: 'relative', height: 12, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ position: 'absolute', insetBlock: 0, left: 0, width: percentOf(shown), bgcolor: 'warning.main' }} />
        {question.compressed ? (
          <Box title={t('meter.mean')} sx={{ position: 'absolute', insetBlock: 0, left: percentOf(question.gainReductionDb), width: 2, bgcolor: 'text.primary' }} />
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {reading ? t(question.compressed ? 'meter.help' : 'meter.none', { mean: question.gainReductionDb }) : t('meter.playProcessed')}
      </Typography>
    </Stack>
  );
}
