export { crestFactorDb, foldTail, loopSeam, masteringGain, type LoopSeam, type MasteringGain } from './loop-mastering';
export {
  isProgrammeLoopId,
  PROGRAMME_BASE_URL,
  PROGRAMME_LOOP_IDS,
  programmeLoopUrl,
  type ProgrammeLoop,
  type ProgrammeLoopId,
  type ProgrammeManifest,
  type SpectrumBand,
} from './programme-library';
