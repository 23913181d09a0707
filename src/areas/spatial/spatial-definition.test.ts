import { describe, expect, it } from 'vitest';
import { generateQuestionSet } from '../../exam-contract';
import { spatialDefinition } from './spatial-definition';
import { angularError, frontBackMirror } from './spatial-question';
import { RESOLUTIONS, sectorAngles, SPATIAL_SECTORS, SECTOR_BOUNDS } from './spatial-settings';

describe('spatial localization settings', () => {
  it('refuses a sector off the list', () => {
    expect(spatialDefinition.validateSettings({ sector: 'up', resolution: 30, source: 'bursts' })).toEqual({ ok: false, errors: { sector: 'spatial:validation.invalid' } });
  });

  it('offers the multiples of the resolution inside each sector, clockwise', () => {
    expect(sectorAngles('front', 30)).toEqual([330, 0, 30]);
    expect(sectorAngles('back', 30)).toEqual([150, 180, 210]);
    expect(sectorAngles('left', 15)).toEqual([225, 240, 255, 270, 285, 300, 315]);
    expect(sectorAngles('all', 30)).toHaveLength(12);
    expect(sectorAngles('all', 5)).toHaveLength(72);
  });
});

describe('spatial localization questions', () => {
  it('come from the chosen sector, at a multiple of the resolution, rendered by HRTF in mono', () => {
    for (const sector of SPATIAL_SECTORS) {
      for (const resolution of RESOLUTIONS) {
        const questions = generateQuestionSet(spatialDefinition, resolution, { sector, resolution, source: 'programme' }, 60);
        for (const q of questions) {
          expect(q.azimuth % resolution).toBe(0);
          const { from, to } = SECTOR_BOUNDS[sector];
          if (sector !== 'all') expect((q.azimuth - from + 360) % 360).toBeLessThanOrEqual((to - from + 360) % 360);
          expect(spatialDefinition.buildProcessing(q)).toEqual({ mono: true, chain: [{ kind: 'spatial', azimuth: q.azimuth, elevation: 0 }] });
        }
      }
    }
  });

  it('score by angular error across 0/360, and name a front-back confusion', () => {
    const q = { azimuth: 30, sector: 'all', resolution: 30, source: 'bursts' } as const;
    const score = (azimuth: number) => spatialDefinition.score(q, { azimuth });
    expect(score(30)).toMatchObject({ credit: 1, correct: true, details: { frontBack: false } });
    expect(score(0)).toMatchObject({ credit: 0.5, details: { errorDegrees: 30 } });
    expect(score(150)).toMatchObject({ credit: 0, details: { errorDegrees: 120, frontBack: true } });
    expect(score(270)).toMatchObject({ credit: 0, details: { errorDegrees: 120, frontBack: false } });
    expect(spatialDefinition.score({ ...q, azimuth: 0 }, { azimuth: 330 })).toMatchObject({ credit: 0.5 });
    expect(angularError(350, 10)).toBe(20);
    expect(frontBackMirror(30)).toBe(150);
    expect(frontBackMirror(300)).toBe(240);
    expect(spatialDefinition.parseAnswer({ azimuth: 360 })).toBeNull();
    expect(spatialDefinition.parseAnswer({ azimuth: -5 })).toBeNull();
  });
});
