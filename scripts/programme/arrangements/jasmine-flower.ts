/**
 * 茉莉花 (Jasmine Flower), the Jiangsu folk song (public domain; Barrow printed a version in
 * 1804): its opening phrase, twice, the second time with a grace before the third note, in D
 * major pentatonic. General MIDI has no Chinese instruments, so the melody is on the flute (for
 * the dizi), the accompaniment on the koto (for the guzheng, a plucked zither like it) with a
 * pentatonic run into the top, the bass on the soundfont's pizzicato cellos and a soft string
 * pad under them; the arrangement is the project's own.
 */
import type { Arrangement } from '../arrangement';
import { chord, phrase } from '../notation';

// 3 3 5 | 6 1 1 6 | 5 5 6 | 5 -  (mi mi sol | la do do la | sol sol la | sol), 1 = D.
const flute = phrase(
  0,
  `F#5:1@92 F#5:0.5@80 A5:0.5@84 B5:0.5@86 D6:0.5@92 D6:0.5@84 B5:0.5@80
   A5:1@88 A5:0.5@78 B5:0.5@82 A5:2@86
   F#5:1@90 E5:0.25@70 F#5:0.25@78 A5:0.5@84 B5:0.5@88 D6:0.5@94 D6:0.5@86 B5:0.5@82
   A5:1@90 A5:0.5@80 B5:0.5@84 A5:2@84`,
  { velocity: 86, legato: 0.9 },
);

// Two beats a chord: D G D Bm7, D G D Asus4.
const koto = phrase(
  0,
  `D4:0.5@78 A4:0.5@66 D5:0.5@72 A4:0.5@64   D4:0.5@74 G4:0.5@64 B4:0.5@70 G4:0.5@62
   D4:0.5@76 A4:0.5@64 D5:0.5@70 F#4:0.5@62  B3:0.5@72 F#4:0.5@62 A4:0.5@68 F#4:0.5@60
   D4:0.5@78 A4:0.5@66 D5:0.5@72 A4:0.5@64   D4:0.5@74 G4:0.5@64 B4:0.5@70 G4:0.5@62
   D4:0.5@76 A4:0.5@64 D5:0.5@70 E5:0.5@66   A3:0.5@72 E4:0.5@62 A4:0.25@58 B4:0.25@62 D5:0.25@66 E5:0.25@70`,
  { velocity: 68, legato: 1.9 },
);

const pizzicato = phrase(
  0,
  `D3:1@90 A2:1@78 G2:1@86 D3:1@76 D3:1@88 A2:1@76 B2:1@86 F#2:1@76
   D3:1@90 A2:1@78 G2:1@86 D3:1@76 D3:1@88 A2:1@76 A2:1@86 E2:1@78`,
  { velocity: 84, legato: 0.5 },
);

const pad = [
  ...chord(0, 1.95, ['A3', 'D4', 'F#4'], 56),
  ...chord(2, 1.95, ['B3', 'D4', 'G4'], 54),
  ...chord(4, 1.95, ['A3', 'D4', 'F#4'], 56),
  ...chord(6, 1.95, ['B3', 'D4', 'F#4'], 54),
  ...chord(8, 1.95, ['A3', 'D4', 'F#4'], 56),
  ...chord(10, 1.95, ['B3', 'D4', 'G4'], 54),
  ...chord(12, 1.95, ['A3', 'D4', 'F#4'], 56),
  ...chord(14, 1.95, ['A3', 'D4', 'E4'], 58),
];

export const jasmineFlower: Arrangement = {
  id: 'jasmine-flower',
  title: '茉莉花 (Jasmine Flower), Jiangsu folk song (public domain), for flute, koto, pizzicato cellos and strings (the project’s arrangement)',
  tempo: 75,
  beatsPerBar: 4,
  bars: 4,
  parts: [
    { instrument: 'flute', sound: 'Flute', program: 73, pan: 56, volume: 96, notes: flute },
    { instrument: 'koto', sound: 'Koto', program: 107, pan: 86, volume: 120, notes: koto },
    { instrument: 'pizzicato-cellos', sound: 'Celli Pizzicato', program: 45, bank: 40, pan: 40, volume: 115, notes: pizzicato },
    { instrument: 'strings', sound: 'Strings Slow', program: 49, pan: 64, volume: 64, notes: pad },
  ],
};
