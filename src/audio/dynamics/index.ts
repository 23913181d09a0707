export { checkCompressorSettings, compress, compressorCurveDb, type CompressedSound, type CompressorSettings } from './compressor';
export { measureTimeConstants, staticCurveErrorDb, type MeasuredTimes } from './compressor-measurement';
