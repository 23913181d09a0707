export { ListeningCheck, type ListeningCheckProps } from './listening-check';
export { listeningCheckServices, useListeningCheckGate, type ListeningCheckGate } from './use-listening-check-gate';
export { channelStatus, createCheckStatus, headphoneStatus, passedOn, type CheckResult, type CheckStatus } from './check-status';
export { checkTrials, checkVerdict, rightAnswer, trialSeconds, type CheckAnswer, type CheckTrial } from './check-trials';
