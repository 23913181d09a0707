import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ListeningCheckKind } from '../../lib/area-registry';
import { useAudioEngine } from '../play-control';
import { CheckAnswers } from './check-answers';
import type { CheckStatus } from './check-status';
import { checkTrials, checkVerdict, HEADPHONE_PASS, HEADPHONE_TRIALS, stimulusOf, type CheckAnswer, type CheckTrial, type CheckVerdict } from './check-trials';

export interface CheckRunnerProps {
  kind: ListeningCheckKind;
  status: CheckStatus;
  /** 0..1; Math.random unless a test fixes the order of the trials. */
  random?: () => number;
}

type Phase = { kind: 'ready' } | { kind: 'running'; index: number; answers: CheckAnswer[] } | { kind: 'done'; verdict: CheckVerdict };

/** Each check's locale keys (exam.json) and test-id prefix. */
export const NAMESPACE = { headphones: 'headphones', channels: 'channelCheck' } as const;
export const TEST_ID = { headphones: 'headphone', channels: 'channel' } as const;

/**
 * Runs a listening check: each sound plays once, an answer plays the next at once (no extra
 * click per trial), and the verdict is stored in `status`. The headphone check (antiphase sets
 * and one tone each side) or the left/right check (single tones), see check-trials.ts.
 */
export function CheckRunner({ kind, status, random = Math.random }: CheckRunnerProps) {
  const { t } = useTranslation('exam');
  const { engine, snapshot } = useAudioEngine();
  const [trials, setTrials] = useState<CheckTrial[]>(() => checkTrials(kind, random));
  const [phase, setPhase] = useState<Phase>({ kind: 'ready' });
  const progressRef = useRef<HTMLSpanElement>(null);
  const ns = NAMESPACE[kind];
  const id = TEST_ID[kind];

  // The sounds play once each, in stereo (the check is about the two sides), and leave no trace.
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

  // The pressed button goes with its trial: the focus moves to the count of the sound now
  // playing, which a reader announces (after Start, Try again and every answer).
  const index = phase.kind === 'running' ? phase.index : -1;
  useEffect(() => {
    if (index >= 0) progressRef.current?.focus();
  }, [index, trials]);

  const play = (trial: CheckTrial | undefined): void => {
    if (!trial) return;
    engine.setChannelMode('stereo');
    engine.stop();
    engine.select('original');
    engine.setProcessing({ stimulus: stimulusOf(trial), chain: [] }).then(
      () => engine.play(),
      () => undefined, // the play control shows the engine's error
    );
  };
  const begin = (fresh: CheckTrial[]): void => {
    setPhase({ kind: 'running', index: 0, answers: [] });
    play(fresh[0]);
  };
  const answer = (value: CheckAnswer): void => {
    if (phase.kind !== 'running') return;
    engine.stop();
    const answers = [...phase.answers, value];
    const next = trials[phase.index + 1];
    if (next) {
      setPhase({ kind: 'running', index: phase.index + 1, answers });
      play(next);
      return;
    }
    const verdict = checkVerdict(trials, answers);
    status.set(verdict.passed ? 'passed' : 'failed');
    setPhase({ kind: 'done', verdict });
  };
  const retry = (): void => {
    const fresh = checkTrials(kind, random);
    setTrials(fresh);
    begin(fresh);
  };

  const trial = phase.kind === 'running' ? trials[phase.index] : undefined;
  const source = snapshot.source?.kind;
  const playing = snapshot.transport === 'playing' && (source === 'headphone-trial' || source === 'channel-tone');
  return (
    <Stack spacing={2} data-testid={`${id}-check`} data-phase={phase.kind}>
      <Typography variant="h6" component="h2">
        {t(`${ns}.title`)}
      </Typography>
      {phase.kind === 'ready' ? (
        <>
          <Typography color="text.secondary">{t(`${ns}.intro`, { count: kind === 'headphones' ? HEADPHONE_TRIALS : trials.length, pass: HEADPHONE_PASS })}</Typography>
          <div>
            <Button variant="contained" onClick={() => begin(trials)} data-testid={`${id}-start`}>
              {t(`${ns}.start`)}
            </Button>
          </div>
        </>
      ) : null}
      {trial ? (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="span" ref={progressRef} tabIndex={-1} sx={{ outline: 'none' }} data-testid={`${id}-progress`}>
              {t(`${ns}.progress`, { current: index + 1, total: trials.length })}
            </Typography>
            <Button size="small" onClick={() => play(trial)} data-testid={`${id}-play`}>
              {t(`${ns}.playAgain`)}
            </Button>
            {playing ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {t(`${ns}.playing`)}
              </Typography>
            ) : null}
          </Stack>
          <CheckAnswers key={index} trial={trial} onAnswer={answer} data-testid={`${id}-choice`} />
        </>
      ) : null}
      {phase.kind === 'done' ? <CheckOutcome kind={kind} verdict={phase.verdict} onRetry={retry} /> : null}
    </Stack>
  );
}

function CheckOutcome({ kind, verdict, onRetry }: { kind: ListeningCheckKind; verdict: CheckVerdict; onRetry(): void }) {
  const { t } = useTranslation('exam');
  const retryRef = useRef<HTMLButtonElement>(null);
  const id = TEST_ID[kind];
  // The last answer's button is gone: a keyboard user lands on Try again.
  useEffect(() => {
    if (!verdict.passed) retryRef.current?.focus();
  }, [verdict]);
  if (verdict.passed) {
    return (
      <Alert severity="success" data-testid={`${id}-passed`}>
        {kind === 'headphones'
          ? t('headphones.passed', { right: verdict.setsRight, total: verdict.sets })
          : t('channelCheck.passed', { right: verdict.sides, total: verdict.sides })}
      </Alert>
    );
  }
  const setsFailed = verdict.sets > 0 && verdict.setsRight < HEADPHONE_PASS;
  return (
    <Alert severity="warning" data-testid={`${id}-failed`}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="p">
          {t(`${NAMESPACE[kind]}.failedTitle`)}
        </Typography>
        {verdict.sidesWrong > 0 ? (
          <Stack spacing={0.5} data-testid={`${id}-failed-sides`}>
            <Typography variant="body2">{t('channelCheck.failed', { right: verdict.sides - verdict.sidesWrong, total: verdict.sides })}</Typography>
            <Typography variant="body2">{kind === 'headphones' ? t('headphones.sidesFix') : t('channelCheck.fix')}</Typography>
          </Stack>
        ) : null}
        {setsFailed ? (
          <Stack spacing={0.5} data-testid={`${id}-failed-sets`}>
            <Typography variant="body2">{t('headphones.failed', { right: verdict.setsRight, total: verdict.sets, pass: HEADPHONE_PASS })}</Typography>
            <Typography variant="body2">{t('headphones.why')}</Typography>
          </Stack>
        ) : null}
        <div>
          <Button ref={retryRef} variant="outlined" color="inherit" size="small" onClick={onRetry} data-testid={`${id}-retry`}>
            {t(`${NAMESPACE[kind]}.retry`)}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
