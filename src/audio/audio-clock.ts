/**
 * Callbacks on the audio clock instead of timers: a silent ConstantSourceNode that ends at
 * the requested context time. This keeps the engine free of setTimeout and works the same
 * in an OfflineAudioContext, where wall-clock timers would not line up with rendering.
 */
export type Cancel = () => void;

export function atAudioTime(context: BaseAudioContext, time: number, callback: () => void): Cancel {
  const node = new ConstantSourceNode(context, { offset: 0 });
  let cancelled = false;
  const release = (): void => {
    node.onended = null;
  };
  node.onended = () => {
    release();
    if (!cancelled) callback();
  };
  node.start(context.currentTime);
  node.stop(Math.max(time, context.currentTime));
  return () => {
    if (cancelled) return;
    cancelled = true;
    try {
      node.stop();
    } catch {
      // Already stopped: nothing to undo.
    }
    release();
  };
}
