/** Every loop's arrangement by its id: the library's note data. */
import type { ProgrammeLoopId } from '../../../src/audio/programme';
import type { Arrangement } from '../arrangement';
import { acousticGuitar } from './acoustic-guitar';
import { band } from './band';
import { drumKit } from './drum-kit';
import { jasmineFlower } from './jasmine-flower';
import { jazzTrio } from './jazz-trio';
import { orchestra } from './orchestra';
import { piano } from './piano';
import { stringQuartet } from './string-quartet';

export const ARRANGEMENTS: Readonly<Record<ProgrammeLoopId, Arrangement>> = {
  piano,
  'string-quartet': stringQuartet,
  'jazz-trio': jazzTrio,
  band,
  orchestra,
  'acoustic-guitar': acousticGuitar,
  'drum-kit': drumKit,
  'jasmine-flower': jasmineFlower,
};
