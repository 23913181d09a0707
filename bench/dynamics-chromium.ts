/**
 * Runs in Chromium (bench/dynamics.bench.ts loads it through the browser harness): the loop and
 * the specs the Node side wrote beside it (bench/dynamics-parity*.tmp.*) rendered by the page's
 * module worker (src/audio/loop-twin.worker.ts), and compared with what Node rendered from the
 * same samples. Returns the largest difference of any sample or meter reading.
 */
import { createWorkerLoopRenderer } from '../src/audio/loop-twin';
import type { ProcessorSpec } from '../src/audio/processors/processor-spec';

interface Parity {
  sampleRate: number;
  frames: number;
  channels: number;
  specs: ProcessorSpec[];
}

async function floats(url: string): Promise<Float32Array> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return new Float32Array(await response.arrayBuffer());
}

/** Planar channels, then (for an output) the meter, each `frames` long. */
const split = (data: Float32Array, frames: number, count: number): Float32Array[] => Array.from({ length: count }, (_, c) => data.subarray(c * frames, (c + 1) * frames));

export default async function dynamicsInChromium(): Promise<Record<string, number>> {
  const parity = (await (await fetch('/bench/dynamics-parity.tmp.json')).json()) as Parity;
  const input = split(await floats('/bench/dynamics-parity-input.tmp.f32'), parity.frames, parity.channels);
  const render = createWorkerLoopRenderer();
  let worst = 0;
  for (const [index, spec] of parity.specs.entries()) {
    const expected = split(await floats(`/bench/dynamics-parity-${index}.tmp.f32`), parity.frames, parity.channels + 1);
    const rendered = await render(input, parity.sampleRate, spec);
    const got = [...rendered.channels, rendered.meter ?? new Float32Array(parity.frames)];
    for (const [c, channel] of got.entries()) {
      const want = expected[c] as Float32Array;
      if (channel.length !== want.length) throw new Error(`spec ${index}, channel ${c}: ${channel.length} frames, not ${want.length}`);
      for (let n = 0; n < channel.length; n++) worst = Math.max(worst, Math.abs((channel[n] as number) - (want[n] as number)));
    }
  }
  return { max_diff: worst, specs: parity.specs.length };
}
