export { meanSquare, rms, rmsDb, peak, peakDb, shortTermRms, maxStep, type Samples } from './levels';
export {
  averagedPowerSpectrum,
  bandPower,
  createWindow,
  magnitudeSpectrum,
  peakFrequency,
  powerSpectrum,
  type MagnitudeSpectrum,
  type PowerSpectrum,
  type SpectrumOptions,
  type WindowKind,
} from './spectrum';
export {
  exactThirdOctaveCentre,
  fitSpectralSlope,
  PINK_SLOPE_DB_PER_OCTAVE,
  THIRD_OCTAVE_NOMINALS,
  thirdOctaveBands,
  type SlopeFit,
  type ThirdOctaveBand,
} from './third-octave';
export { blockPowers, integratedLoudness, kWeight, kWeightingFilters, type Biquad } from './loudness';
export { measureThd, type ThdOptions, type ThdResult } from './thd';
export { fitDecay, schroederDecayDb, t30, t30PerOctaveBand, type BandReverberation, type DecayFit } from './rt60';
export { octaveBand, octaveBandEdges, OCTAVE_BAND_CENTRES, RT60_BAND_CENTRES } from './octave-bands';
export { binGainDb, dftBinMagnitude } from './dft-bin';
export { truePeak, truePeakDb } from './true-peak';
