import { initParam, rampParam } from '../param-ramp';
import type { EqBandSpec } from './processor-spec';
import { disconnectAll, type SpecOf, type UpdatableProcessor } from './updatable-processor';

export type EqSpec = SpecOf<'eq'>;

export const MAX_EQ_BANDS = 3;

function checkBands(bands: readonly EqBandSpec[]): void {
  if (bands.length < 1 || bands.length > MAX_EQ_BANDS) {
    throw new RangeError(`EQ needs 1 to ${MAX_EQ_BANDS} bands, got ${bands.length}`);
  }
}

/**
 * 1 to 3 peaking biquads in series. The Web Audio peaking filter is the RBJ cookbook peaking
 * EQ with Q used directly (alpha = sin(w0) / 2Q), so the gain at each centre frequency of a
 * single band is exactly `gain`; pass Q from `qFromBandwidth`.
 */
export function createEqProcessor(context: BaseAudioContext, spec: EqSpec): UpdatableProcessor<EqSpec> {
  checkBands(spec.bands);
  const input = new GainNode(context);
  const filters = spec.bands.map((band) => {
    const filter = new BiquadFilterNode(context, { type: 'peaking' });
    initParam(filter.frequency, band.frequency, context);
    initParam(filter.Q, band.q, context);
    initParam(filter.gain, band.gain, context);
    return filter;
  });
  let previous: AudioNode = input;
  for (const filter of filters) {
    previous.connect(filter);
    previous = filter;
  }
  let current = spec;
  return {
    input,
    output: previous,
    ready: Promise.resolve(),
    get spec() {
      return current;
    },
    update(next) {
      if (next.bands.length !== filters.length) return false;
      next.bands.forEach((band, index) => {
        const filter = filters[index];
        if (!filter) return;
        rampParam(filter.frequency, band.frequency, context);
        rampParam(filter.Q, band.q, context);
        rampParam(filter.gain, band.gain, context);
      });
      current = next;
      return true;
    },
    dispose() {
      disconnectAll([input, ...filters]);
    },
  };
}
