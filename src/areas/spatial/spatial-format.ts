import type { TFunction } from 'i18next';

const CARDINAL: Record<number, string> = { 0: 'front', 90: 'right', 180: 'back', 270: 'left' };

/** "Front (0°)", "30°, front right", "Behind (180°)". */
export function formatAzimuth(t: TFunction<'spatial'>, azimuth: number): string {
  const cardinal = CARDINAL[azimuth];
  if (cardinal) return t(`azimuth.${cardinal}`, { value: azimuth });
  const side = azimuth < 180 ? 'Right' : 'Left';
  const depth = azimuth < 90 || azimuth > 270 ? 'front' : 'back';
  return t(`azimuth.${depth}${side}`, { value: azimuth });
}
