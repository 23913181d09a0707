/** The loop every official sound is: 2^18 frames, 5.46 s at 48 kHz (one period of the periodic pink noise). */
export const OFFICIAL_SAMPLE_RATE = 48_000;
export const OFFICIAL_LOOP_FRAMES = 1 << 18;
export const OFFICIAL_LOOP_SECONDS = OFFICIAL_LOOP_FRAMES / OFFICIAL_SAMPLE_RATE;
