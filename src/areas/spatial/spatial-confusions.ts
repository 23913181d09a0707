/** What a spatial confusion matrix counts: front or back, left or right, and the direction itself. Pure. */
import type { Confusion } from '../../exam-contract';
import type { SpatialAnswer, SpatialQuestion } from './spatial-question';

export const FRONT_BACK = ['front', 'side', 'back'] as const;
export const LEFT_RIGHT = ['left', 'middle', 'right'] as const;

/** In line with the ears (90, 270) is neither in front nor behind. */
export function frontBackOf(azimuth: number): (typeof FRONT_BACK)[number] {
  if (azimuth === 90 || azimuth === 270) return 'side';
  return azimuth < 90 || azimuth > 270 ? 'front' : 'back';
}

/** Straight ahead and straight behind (0, 180) are neither left nor right. */
export function leftRightOf(azimuth: number): (typeof LEFT_RIGHT)[number] {
  if (azimuth === 0 || azimuth === 180) return 'middle';
  return azimuth < 180 ? 'right' : 'left';
}

export function spatialConfusions(question: SpatialQuestion, answer: SpatialAnswer): Confusion[] {
  return [
    { axis: 'frontBack', asked: frontBackOf(question.azimuth), answered: frontBackOf(answer.azimuth) },
    { axis: 'leftRight', asked: leftRightOf(question.azimuth), answered: leftRightOf(answer.azimuth) },
    { axis: 'direction', asked: String(question.azimuth), answered: String(answer.azimuth) },
  ];
}

const ORDERS: Readonly<Record<string, readonly string[]>> = { frontBack: FRONT_BACK, leftRight: LEFT_RIGHT };

/** -180 (exclusive) to 180 degrees, left negative. */
const signedAzimuth = (azimuth: number): number => (azimuth > 180 ? azimuth - 360 : azimuth);

/** Front to back, left to right, and directions from behind on the left round the front to behind on the right. */
export function compareSpatialCategories(axis: string, a: string, b: string): number {
  const order = ORDERS[axis];
  if (order) return order.indexOf(a) - order.indexOf(b);
  return signedAzimuth(Number(a)) - signedAzimuth(Number(b));
}
