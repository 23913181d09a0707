import { describe, expect, it } from 'vitest';
import { dB, hz, percent, seconds } from '../../lib/units';
import { IMPULSE_RESPONSE_RT60S } from '../impulse-response-request';
import { exampleOfEveryKind, PROCESSOR_KINDS, processorDecorrelates, processorRoomRt60, processorTailSeconds, SHORT_TAIL_SECONDS } from './processor-kinds';
import type { ProcessorSpec } from './processor-spec';

describe('the processor kinds', () => {
  it('give one example of every kind, each of its own kind', () => {
    const examples = exampleOfEveryKind();
    expect(examples.map((spec) => spec.kind)).toEqual(Object.keys(PROCESSOR_KINDS));
  });

  it('wait for a room response only for the reverb and the distance, of their own RT60', () => {
    const rooms = exampleOfEveryKind().map((spec) => [spec.kind, processorRoomRt60(spec)]);
    expect(Object.fromEntries(rooms.filter(([, rt60]) => rt60 !== null))).toEqual({ distance: 0.4, reverb: 0.4 });
  });

  it("let a render wait for each kind's ring: a reverb's pre-delay and response, an EQ band's 12 time constants, a short margin for the rest", () => {
    const reverb: ProcessorSpec = { kind: 'reverb', rt60: seconds(2), preDelay: seconds(0.02), mix: percent(50) };
    expect(processorTailSeconds(reverb)).toBeCloseTo(0.02 + IMPULSE_RESPONSE_RT60S * 2 + 0.05, 12);
    const narrow: ProcessorSpec = { kind: 'eq', bands: [{ frequency: hz(63), gain: dB(6), q: 8.6 }] };
    expect(processorTailSeconds(narrow)).toBeCloseTo((12 * 8.6) / (Math.PI * 63), 12);
    for (const spec of exampleOfEveryKind().filter((s) => s.kind !== 'reverb' && s.kind !== 'distance')) {
      expect(processorTailSeconds(spec), spec.kind).toBeGreaterThanOrEqual(SHORT_TAIL_SECONDS);
    }
  });

  it('compute only the compressor on the whole loop ahead; every other kind streams through nodes', () => {
    expect(Object.entries(PROCESSOR_KINDS).filter(([, kind]) => kind.loopRenderer !== undefined).map(([name]) => name)).toEqual(['dynamics']);
  });

  it('call only a reverb with little dry sound decorrelated', () => {
    const reverbAt = (mix: number): ProcessorSpec => ({ kind: 'reverb', rt60: seconds(1), preDelay: seconds(0), mix: percent(mix) });
    expect(processorDecorrelates(reverbAt(90))).toBe(true);
    expect(processorDecorrelates(reverbAt(30))).toBe(false);
    expect(exampleOfEveryKind().filter((spec) => spec.kind !== 'reverb').some(processorDecorrelates)).toBe(false);
  });
});
