/**
 * What the play control plays for the question on now: in training and exam the area's
 * processing built here in the browser; in an official exam the pair the server rendered,
 * fetched question by question (the next one ahead of time).
 */
import { useEffect, useMemo, useState } from 'react';
import type { AudioEngineApi } from '../audio';
import type { AreaDefinition } from '../exam-contract';
import type { ExamSnapshot } from './exam-types';
import { modeOf } from './modes';
import { OfficialAudio, type FetchOfficialAudio } from './official-audio';
import { officialAudioErrorKey } from './official-audio-errors';

export type OfficialSound = { status: 'none' | 'loading' | 'ready' } | { status: 'failed'; messageKey: string };

export interface QuestionSound {
  official: OfficialSound;
  retry(): void;
}

export function useQuestionSound<S, Q, A, D>(
  engine: AudioEngineApi,
  definition: AreaDefinition<S, Q, A>,
  snapshot: ExamSnapshot<S, Q, A, D>,
  fetchAudio: FetchOfficialAudio,
  /** Plays this instead of the question on now (training: the student's answer, after the check). */
  heard: Q | null = null,
): QuestionSound {
  const running = snapshot.state === 'answering' || snapshot.state === 'answered';
  const { questionIndex } = snapshot;
  const official = modeOf(snapshot).issuedExam?.(snapshot) ?? null;
  const question = running ? (heard ?? snapshot.question) : null;
  const officialAudio = useMemo(() => (official ? new OfficialAudio(official, fetchAudio) : null), [official, fetchAudio]);
  const officialIndex = running && officialAudio ? questionIndex : null;
  const [attempt, setAttempt] = useState(0);
  // The outcome of the newest request; anything older reads as still loading.
  const request = official && officialIndex !== null ? `${official.examId}:${officialIndex}:${attempt}` : null;
  const [outcome, setOutcome] = useState<{ request: string; sound: OfficialSound } | null>(null);

  useEffect(() => {
    if (officialAudio) return;
    engine.setProcessing(question === null ? null : definition.buildProcessing(question)).catch(() => {
      // The engine shows its own error ('processing-failed') in the play control.
    });
  }, [engine, question, definition, officialAudio]);

  useEffect(() => {
    if (!officialAudio || officialIndex === null || !official || request === null) return;
    let current = true;
    officialAudio.stimulus(officialIndex).then(
      async (stimulus) => {
        if (!current) return;
        officialAudio.prefetch(officialIndex + 1);
        await engine.setProcessing({ stimulus, chain: [] }, { fadeLaw: official.fadeLaw });
        if (current) setOutcome({ request, sound: { status: 'ready' } });
      },
      (error: unknown) => {
        if (!current) return;
        setOutcome({ request, sound: { status: 'failed', messageKey: officialAudioErrorKey(error) } });
      },
    );
    return () => {
      current = false;
    };
  }, [engine, officialAudio, officialIndex, official, request]);

  useEffect(() => {
    if (snapshot.state === 'finished' && officialAudio) void engine.setProcessing(null).catch(() => undefined);
  }, [engine, snapshot.state, officialAudio]);
  useEffect(() => () => void engine.setProcessing(null).catch(() => undefined), [engine]);

  const sound: OfficialSound = request === null ? { status: 'none' } : outcome?.request === request ? outcome.sound : { status: 'loading' };
  return { official: sound, retry: () => setAttempt((n) => n + 1) };
}
