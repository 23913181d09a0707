export { crestFactorDb, foldTail, loopSeam, masteringGain, type LoopSeam, type MasteringGain } from './loop-mastering';
export { thirdOctaveSpectrum } from './loop-spectrum';
export {
  isProgrammeLoopId,
  PROGRAMME_BASE_URL,
  PROGRAMME_LOOP_IDS,
  programmeLoopUrl,
  type BuiltProgrammeLoop,
  type BuiltProgrammeManifest,
  type BuiltProgrammeStem,
  type ProgrammeLoop,
  type ProgrammeLoopId,
  type ProgrammeManifest,
  type SpectrumBand,
} from './programme-library';
export { PROGRAMME_MANIFEST, programmeLoop } from './programme-manifest';
