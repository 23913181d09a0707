/**
 * The room preparation's code, loaded on first use (it brings the impulse-response cache and the
 * worker's client). Once it is here, whether questions' rooms are ready is known at once, so a
 * Start whose rooms were made ahead needs no preparing screen.
 */
import type { QuestionProcessing } from './processors/processor-spec';
import type * as RoomPreparationModule from './room-preparation';

type RoomPreparation = typeof RoomPreparationModule;

let loaded: RoomPreparation | null = null;
let loading: Promise<RoomPreparation> | null = null;

/** Loads the code once; a failed load is tried again on the next call. */
export function loadRoomPreparation(): Promise<RoomPreparation> {
  loading ??= import('./room-preparation').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** True when every room these questions need is synthesised at `sampleRate` (never before the code is here). */
export function roomsReadyNow(processings: readonly QuestionProcessing[], sampleRate: number): boolean {
  return loaded?.roomsReady(processings, sampleRate) ?? false;
}
