export { checkCompressorSettings, compress, compressorCurveDb, type CompressedSound, type CompressorSettings } from './compressor';
export { measureTimeConstants, staticCurveErrorDb, type MeasuredTimes } from './compressor-measurement';
export {
  compressLoop,
  meanGainReductionDb,
  renderCompressedLoop,
  thresholdForGainReduction,
  type CompressedLoop,
  type LoopCompressorSettings,
} from './compressed-loop';
