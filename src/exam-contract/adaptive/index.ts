export {
  adaptiveDimension,
  adaptiveStaircaseConfig,
  adaptiveTrialQuestion,
  adaptiveTrialSeed,
  scoreAdaptiveRun,
  type AdaptiveRunScore,
  type AdaptiveTrialResult,
} from './adaptive-run';
export { replayAnswers, replayOutcomes, type ReplayResult, type ReplayTrial } from './replay';
export {
  LEVITT_3_DOWN_1_UP,
  boundAt,
  checkStaircaseConfig,
  currentLevel,
  estimateThreshold,
  nextStaircase,
  startStaircase,
  type LadderEnd,
  type Move,
  type StaircaseConfig,
  type StaircaseState,
  type StaircaseTrial,
  type ThresholdBound,
  type ThresholdEstimate,
} from './staircase';
export {
  TYPICAL_LAPSE_RATE,
  createSimulatedListener,
  levelAtPCorrect,
  pCorrect,
  type PsychometricFunction,
  type SimulatedListener,
} from './simulated-listener';
