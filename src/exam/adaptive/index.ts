export { AdaptiveResult, type AdaptiveResultProps } from './adaptive-result';
export { formatLevel } from './format-level';
export { ConfusionsByAxis, SessionConfusions, type ConfusionsByAxisProps, type SessionConfusionsProps } from './session-confusions';
