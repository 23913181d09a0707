import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { HEADPHONE_PASS, HEADPHONE_TRIALS, headphoneTrials, quietestOf, type HeadphoneTrial } from '../audio';
import { ChoiceChips } from '../ui';
import type { HeadphoneStatus } from './headphone-status';
import { useAudioEngine } from './play-control';

export interface HeadphoneCheckProps {
  status: HeadphoneStatus;
  /** 0..1; Math.random unless a test fixes the order of the trials. */
  random?: () => number;
}

type Phase = { kind: 'running'; index: number; right: number; played: boolean } | { kind: 'done'; right: number };

/**
 * The antiphase headphone check (Woods et al. 2017): six sets of three 200 Hz tones; the
 * student picks the quietest of each. Five right passes. Over loudspeakers the antiphase tone
 * cancels in the air and is picked instead of the truly softer one.
 */
export function HeadphoneCheck({ status, random = Math.random }: HeadphoneCheckProps) {
  const { t } = useTranslation('exam');
  const { engine, snapshot } = useAudioEngine();
  const [trials, setTrials] = useState<HeadphoneTrial[]>(() => headphoneTrials(random));
  const [phase, setPhase] = useState<Phase>({ kind: 'running', index: 0, right: 0, played: false });
  const [choice, setChoice] = useState<number | null>(null);

  // The tones play once each, in stereo (the check is about the two ears), and leave no trace.
  useEffect(() => {
    const before = engine.getSnapshot();
    engine.setLoop(false);
    return () => {
      engine.stop();
      engine.setLoop(before.loop);
      engine.setChannelMode(before.channelMode);
      void engine.setProcessing(null).catch(() => undefined);
    };
  }, [engine]);

  const trial = phase.kind === 'running' ? trials[phase.index] : undefined;
  const play = (): void => {
    if (!trial || phase.kind !== 'running') return;
    engine.setChannelMode('stereo');
    engine.stop();
    engine.select('original');
    setPhase({ ...phase, played: true });
    engine.setProcessing({ stimulus: { kind: 'headphone-trial', trial }, chain: [] }).then(
      () => engine.play(),
      () => undefined, // the play control shows the engine's error
    );
  };
  const answer = (): void => {
    if (!trial || phase.kind !== 'running' || choice === null) return;
    engine.stop();
    const right = phase.right + (choice === quietestOf(trial) ? 1 : 0);
    setChoice(null);
    if (phase.index + 1 < trials.length) {
      setPhase({ kind: 'running', index: phase.index + 1, right, played: false });
      return;
    }
    status.set(right >= HEADPHONE_PASS ? 'passed' : 'failed');
    setPhase({ kind: 'done', right });
  };
  const retry = (): void => {
    setTrials(headphoneTrials(random));
    setChoice(null);
    setPhase({ kind: 'running', index: 0, right: 0, played: false });
  };

  const playing = snapshot.transport === 'playing' && snapshot.source?.kind === 'headphone-trial';
  return (
    <Stack spacing={2} data-testid="headphone-check" data-phase={phase.kind}>
      <Typography variant="h6" component="h2">
        {t('headphones.title')}
      </Typography>
      {phase.kind === 'running' ? (
        <>
          <Typography color="text.secondary">{t('headphones.intro', { count: HEADPHONE_TRIALS, pass: HEADPHONE_PASS })}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" onClick={play} data-testid="headphone-play">
              {t('headphones.play', { current: phase.index + 1, total: trials.length })}
            </Button>
            {playing ? (
              <Typography variant="body2" role="status">
                {t('headphones.playing')}
              </Typography>
            ) : null}
          </Stack>
          <ChoiceChips
            label={t('headphones.question')}
            options={[0, 1, 2].map((value) => ({ value, label: t(`headphones.tone.${value}`) }))}
            value={choice}
            onChange={(value) => setChoice(Number(value))}
            disabled={!phase.played}
            data-testid="headphone-choice"
          />
          <div>
            <Button variant="contained" onClick={answer} disabled={choice === null} data-testid="headphone-next">
              {phase.index + 1 < trials.length ? t('headphones.next') : t('headphones.finish')}
            </Button>
          </div>
        </>
      ) : phase.right >= HEADPHONE_PASS ? (
        <Alert severity="success" data-testid="headphone-passed">
          {t('headphones.passed', { right: phase.right, total: trials.length })}
        </Alert>
      ) : (
        <Alert
          severity="warning"
          data-testid="headphone-failed"
          action={
            <Button color="inherit" size="small" onClick={retry} data-testid="headphone-retry">
              {t('headphones.retry')}
            </Button>
          }
        >
          <Typography variant="subtitle2" component="p">
            {t('headphones.failed', { right: phase.right, total: trials.length, pass: HEADPHONE_PASS })}
          </Typography>
          <Typography variant="body2">{t('headphones.why')}</Typography>
        </Alert>
      )}
    </Stack>
  );
}
