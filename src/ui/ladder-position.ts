/** Where a level sits on the ladder, in rungs from the easiest (fractional between two rungs; clamped at the ends). */
export function ladderPosition(ladder: readonly number[], level: number): number {
  const last = ladder.length - 1;
  const rising = (ladder[last] as number) > (ladder[0] as number);
  const beyond = (a: number, b: number) => (rising ? a >= b : a <= b);
  if (!beyond(level, ladder[0] as number) || last === 0) return 0;
  for (let i = 1; i <= last; i += 1) {
    const [from, to] = [ladder[i - 1] as number, ladder[i] as number];
    if (!beyond(level, to)) return i - 1 + (level - from) / (to - from);
  }
  return last;
}
