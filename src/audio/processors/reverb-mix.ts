/**
 * Equal-power wet/dry mix: dry cos(m pi / 2), wet sin(m pi / 2) for m = mix / 100. The wet
 * signal (a unit-energy, decorrelated reverberation tail) adds in power to the dry one, so the
 * loudness stays about the same at any mix; 0 % is the dry signal exactly, 100 % fully wet.
 */
export function reverbMixGains(mix: number): { dry: number; wet: number } {
  const m = Math.min(1, Math.max(0, mix / 100));
  if (m === 0) return { dry: 1, wet: 0 };
  if (m === 1) return { dry: 0, wet: 1 };
  return { dry: Math.cos((m * Math.PI) / 2), wet: Math.sin((m * Math.PI) / 2) };
}
