/** How far a spatial localization answer was off, and which way, for the answer view to say in words. Pure. */
import { angularError, isFrontBackConfusion, type SpatialAnswer, type SpatialQuestion } from './spatial-question';

/** Which way the answer lies from the source, as the listener faces. */
export type SpatialDirection = 'left' | 'right' | 'front' | 'back';

export type SpatialMiss =
  | { kind: 'none' }
  | { kind: 'frontBack' }
  /** The smaller angle between answer and source (degrees), and which way the answer lies. */
  | { kind: 'angle'; degrees: number; toward: SpatialDirection };

const RADIANS = Math.PI / 180;

/**
 * Turning clockwise (seen from above) moves a source right in front of the listener, left behind,
 * and back or forward at the sides. The turn from source to answer is named by the way it moves
 * at its middle, along whichever axis it moves more.
 */
function directionOfTurn(from: number, clockwise: number): SpatialDirection {
  const middle = (from + clockwise / 2) * RADIANS;
  const sign = Math.sign(clockwise);
  const rightward = sign * Math.cos(middle);
  const forward = -sign * Math.sin(middle);
  if (Math.abs(rightward) >= Math.abs(forward)) return rightward > 0 ? 'right' : 'left';
  return forward > 0 ? 'front' : 'back';
}

export function describeMiss(question: SpatialQuestion, answer: SpatialAnswer): SpatialMiss {
  const degrees = angularError(answer.azimuth, question.azimuth);
  if (degrees === 0) return { kind: 'none' };
  if (isFrontBackConfusion(question, answer)) return { kind: 'frontBack' };
  const clockwise = ((((answer.azimuth - question.azimuth) % 360) + 540) % 360) - 180;
  return { kind: 'angle', degrees, toward: directionOfTurn(question.azimuth, clockwise) };
}
