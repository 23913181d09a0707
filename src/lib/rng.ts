/**
 * A small seeded pseudo-random generator (sfc32, seeded through splitmix32), so that a
 * question set is a pure function of (seed, settings) and the server can re-generate it.
 * Not for anything secret: seeds themselves come from `randomSeed()`.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, maxExclusive). */
  int(min: number, maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/** Seeds are unsigned 32-bit integers. */
export type Seed = number;

export function isSeed(value: unknown): value is Seed {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 0xffffffff;
}

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: Seed): Rng {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const nextUint32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 12; i++) nextUint32();

  const next = (): number => nextUint32() / 4294967296;
  const int = (min: number, maxExclusive: number): number => {
    if (!(maxExclusive > min)) throw new RangeError(`empty range [${min}, ${maxExclusive})`);
    return min + Math.floor(next() * (maxExclusive - min));
  };
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('cannot pick from an empty list');
      return items[int(0, items.length)] as T;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i + 1);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

export function randomSeed(): Seed {
  return crypto.getRandomValues(new Uint32Array(1))[0] as number;
}
