import { describe, expect, it } from 'vitest';
import { describeMiss } from './spatial-miss';
import { scoreSpatialAnswer, type SpatialQuestion } from './spatial-question';

const at = (azimuth: number): SpatialQuestion => ({ azimuth, sector: 'all', resolution: 30, source: 'bursts' });

describe('the miss of a spatial localization answer', () => {
  it('is none at the right direction', () => {
    expect(describeMiss(at(30), { azimuth: 30 })).toEqual({ kind: 'none' });
  });

  it('names left and right as the listener faces, in front and behind', () => {
    expect(describeMiss(at(30), { azimuth: 50 })).toEqual({ kind: 'angle', degrees: 20, toward: 'right' });
    expect(describeMiss(at(0), { azimuth: 330 })).toEqual({ kind: 'angle', degrees: 30, toward: 'left' });
    // Behind, turning clockwise moves the source to the left.
    expect(describeMiss(at(150), { azimuth: 180 })).toEqual({ kind: 'angle', degrees: 30, toward: 'left' });
    expect(describeMiss(at(210), { azimuth: 180 })).toEqual({ kind: 'angle', degrees: 30, toward: 'right' });
  });

  it('names forward and back at the sides, and counts across 0/360', () => {
    expect(describeMiss(at(90), { azimuth: 120 })).toEqual({ kind: 'angle', degrees: 30, toward: 'back' });
    expect(describeMiss(at(270), { azimuth: 300 })).toEqual({ kind: 'angle', degrees: 30, toward: 'front' });
    expect(describeMiss(at(330), { azimuth: 10 })).toEqual({ kind: 'angle', degrees: 40, toward: 'right' });
  });

  it('names a front-back confusion as the score counts it, and not a far miss to the other side', () => {
    expect(describeMiss(at(30), { azimuth: 150 })).toEqual({ kind: 'frontBack' });
    expect(scoreSpatialAnswer(at(30), { azimuth: 150 }).details).toMatchObject({ frontBack: true });
    expect(describeMiss(at(30), { azimuth: 270 })).toEqual({ kind: 'angle', degrees: 120, toward: 'left' });
    expect(scoreSpatialAnswer(at(30), { azimuth: 270 }).details).toMatchObject({ frontBack: false });
  });
});
