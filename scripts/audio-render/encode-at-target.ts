/**
 * Encoding at a target loudness as decoded: a lossy codec takes some of a sound's noise-like
 * top (about 2 LU of a cymbal's at the clips' rate), so the loudness is measured on the decoded
 * file and the gain corrected once or twice before the final encoding.
 */
export interface EncodedAtTarget<M> {
  bytes: Uint8Array;
  /** What `measure` found of the decoded final encoding. */
  measured: M;
  /** dB added to the first gain. */
  correctionDb: number;
}

/**
 * `encode(correctionDb)` encodes the sound at its first gain plus `correctionDb`; `measure`
 * decodes the bytes and measures them. Stops within `toleranceLu` of the target, or after
 * `maxCorrections` corrections.
 */
export async function encodeAtTarget<M extends { lufs: number }>(
  targetLufs: number,
  encode: (correctionDb: number) => Promise<Uint8Array>,
  measure: (bytes: Uint8Array) => Promise<M>,
  { toleranceLu = 0.1, maxCorrections = 2 }: { toleranceLu?: number; maxCorrections?: number } = {},
): Promise<EncodedAtTarget<M>> {
  let correctionDb = 0;
  for (let round = 0; ; round++) {
    const bytes = await encode(correctionDb);
    const measured = await measure(bytes);
    if (Math.abs(measured.lufs - targetLufs) < toleranceLu || round === maxCorrections) return { bytes, measured, correctionDb };
    correctionDb += targetLufs - measured.lufs;
  }
}
