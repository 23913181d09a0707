/** The octave bands by their centres, apart from the filters (a request for a room names one RT60 per band). */

/** Octave-band centres from 63 Hz to 16 kHz (exact base-2: 62.5 ... 16000). */
export const OCTAVE_BAND_CENTRES: readonly number[] = [-4, -3, -2, -1, 0, 1, 2, 3, 4].map((k) => 1000 * Math.pow(2, k));

/** The bands ISO 3382 reports reverberation time in: 125 Hz to 4 kHz. */
export const RT60_BAND_CENTRES: readonly number[] = [-3, -2, -1, 0, 1, 2].map((k) => 1000 * Math.pow(2, k));
