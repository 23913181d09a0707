/**
 * A drum kit alone (GM standard kit), the project's own groove: four bars at 100 beats a minute,
 * sixteenth-note hi-hats, kick and snare with ghost notes, crashes on bars one and three, an open
 * hi-hat, and a tom fill from high to floor into the top. Each piece is its own stem on its own
 * channel (toms and cymbals two each, placed apart), as the drummer hears the kit: hi-hat left,
 * floor tom right.
 */
import type { Arrangement, Note } from '../arrangement';
import { DRUM, grid } from '../notation';

const bars = (patterns: readonly string[], drumKey: number): Note[] =>
  patterns.flatMap((pattern, bar) => grid(4 * bar, drumKey, pattern, { step: 0.25 }));

const kick = bars(['X.....x.X.....o.', 'X.....x.X..x....', 'X.....x.X.....o.', 'X.....x.X...x...'], DRUM.kick);
const snare = bars(['....X..g....X..g', '.g..X......gX...', '....X..g....X..g', '.g..X..g........'], DRUM.snare);
const hiHat = [
  ...bars(['xgogxgogxgogxgog', 'xgogxgogxgogxg..', '.gogxgogxgogxgog', 'xgogxgog........'], DRUM.closedHat),
  ...grid(7.5, DRUM.openHat, 'x', { step: 0.5 }),
];
const highToms = [...grid(14, DRUM.highTom, 'Xx', { step: 0.25 }), ...grid(14.5, DRUM.midTom, 'xo', { step: 0.25 })];
const lowToms = [...grid(15, DRUM.lowTom, 'Xx', { step: 0.25 }), ...grid(15.5, DRUM.floorTom, 'XX', { step: 0.25 })];

const kit = (instrument: string, pan: number, volume: number, notes: readonly Note[]) =>
  ({ instrument, sound: 'Standard', program: 0, drums: true, pan, volume, notes }) as const;

export const drumKit: Arrangement = {
  id: 'drum-kit',
  title: 'A drum kit alone: a four-bar groove with a tom fill (the project’s own)',
  tempo: 100,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    kit('kick', 64, 92, kick),
    kit('snare', 58, 100, snare),
    kit('hi-hat', 30, 127, hiHat),
    kit('toms', 46, 90, highToms),
    kit('toms', 98, 90, lowToms),
    kit('cymbals', 44, 100, grid(0, DRUM.crash, 'X', { step: 1 })),
    kit('cymbals', 86, 100, grid(8, DRUM.crash2, 'x', { step: 1 })),
  ],
};
