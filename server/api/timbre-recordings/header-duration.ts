/**
 * How long a recording says it plays, read from its header alone, before anything is decoded: a
 * file that declares hours is refused without the decoder allocating for it. A header can also lie
 * short, so the decoded duration stays the final check (see recording-check.ts).
 */
import { HeaderBytes, unreadable, type DeclaredDuration } from './header-bytes';
import { mp3Duration } from './mp3-header';
import { oggDuration } from './ogg-header';
import { wavDuration } from './wav-header';

export type { DeclaredDuration };

const READERS = { wav: wavDuration, ogg: oggDuration, mp3: mp3Duration } as const;

/** The declared duration of a file of a sniffed type, in seconds, or why its header cannot be read. */
export function headerDuration(bytes: Uint8Array, type: keyof typeof READERS): DeclaredDuration {
  try {
    const declared = READERS[type](new HeaderBytes(bytes));
    if ('seconds' in declared && !(Number.isFinite(declared.seconds) && declared.seconds > 0)) return unreadable('it declares no audio');
    return declared;
  } catch (error) {
    // The readers check bounds before reading; a read past the end that slipped through still means a short header.
    if (error instanceof RangeError) return unreadable('the file ends inside it');
    throw error;
  }
}
