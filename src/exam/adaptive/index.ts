export { AdaptiveResult, type AdaptiveResultProps } from './adaptive-result';
export { ConfusionsByAxis, SessionConfusions, type ConfusionsByAxisProps, type SessionConfusionsProps } from './session-confusions';
