/** How EQ values read on screen: ISO labels ("31.5 Hz", "1 kHz", "12.5 kHz") and signed gains. */
export function formatFrequency(frequency: number): string {
  return frequency >= 1000 ? `${frequency / 1000} kHz` : `${frequency} Hz`;
}

/** A true minus sign, so "−6 dB" does not read as a hyphen. */
export function formatGain(gain: number): string {
  if (gain > 0) return `+${gain} dB`;
  if (gain < 0) return `\u2212${Math.abs(gain)} dB`;
  return '0 dB';
}

/** Octaves as whole and thirds ("1", "2/3", "1 1/3"): ISO bands sit a third of an octave apart. */
export function formatOctaves(octaves: number): string {
  const thirds = Math.round(Math.abs(octaves) * 3);
  const whole = Math.floor(thirds / 3);
  const rest = thirds % 3;
  if (rest === 0) return String(whole);
  return whole === 0 ? `${rest}/3` : `${whole} ${rest}/3`;
}

/**
 * Some bands of an ordered list, `chosen` of `all`, as runs of neighbours in it ("80 Hz – 1 kHz,
 * 1.6 kHz – 2.5 kHz"): what the settings note says a loop allows.
 */
export function formatBandRuns(all: readonly number[], chosen: readonly number[]): string {
  const taken = new Set(chosen);
  const runs: number[][] = [];
  let run: number[] = [];
  for (const f of [...all, Number.NaN]) {
    if (taken.has(f)) {
      run.push(f);
    } else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  return runs.map((r) => (r.length === 1 ? formatFrequency(r[0] ?? 0) : `${formatFrequency(r[0] ?? 0)} – ${formatFrequency(r.at(-1) ?? 0)}`)).join(', ');
}
