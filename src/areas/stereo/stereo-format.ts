import type { TFunction } from 'i18next';

/** "Centre", "15° left", "30° right". */
export function formatStageAngle(t: TFunction<'stereo'>, angle: number): string {
  if (angle === 0) return t('angle.centre');
  return t(angle < 0 ? 'angle.left' : 'angle.right', { value: Math.abs(angle) });
}
