import { describe, expect, it } from 'vitest';
import { AREA_IDS, listeningCheckOf, needsHeadphones } from './area-registry';

describe('the listening checks in the area registry', () => {
  it('stereo checks its channels (the loudspeaker stage), spatial and distance need headphones, the rest nothing', () => {
    const checks = Object.fromEntries(AREA_IDS.map((id) => [id, listeningCheckOf(id)]));
    expect(checks).toEqual({
      eq: null,
      loudness: null,
      dynamics: null,
      timbre: null,
      stereo: 'channels',
      spatial: 'headphones',
      distance: 'headphones',
      reverb: null,
      width: null,
      distortion: null,
    });
  });

  it('derives the headphone rule (the check gating exams and kept with submissions) from the same field', () => {
    expect(AREA_IDS.filter(needsHeadphones)).toEqual(['spatial', 'distance']);
  });
});
