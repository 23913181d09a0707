/**
 * Bookkeeping of AudioNode connections and started sources, by wrapping the prototype
 * methods, so a test can check that dispose() leaves nothing connected or running.
 */
type Target = AudioNode | AudioParam;

interface Edge {
  from: AudioNode;
  to: Target;
  output: number;
  input: number;
}

export interface ConnectionTracker {
  /** Connections made since tracking started that still exist, from nodes of `context`. */
  liveConnections(context?: BaseAudioContext): Edge[];
  /** Source nodes of `context` that were started and never stopped. */
  runningSources(context?: BaseAudioContext): AudioScheduledSourceNode[];
  restore(): void;
}

export function trackConnections(): ConnectionTracker {
  const edges: Edge[] = [];
  const running = new Set<AudioScheduledSourceNode>();
  const nodeProto = AudioNode.prototype;
  const sourceProto = AudioScheduledSourceNode.prototype;
  const original = { connect: nodeProto.connect, disconnect: nodeProto.disconnect, start: sourceProto.start, stop: sourceProto.stop };

  function connect(this: AudioNode, ...args: unknown[]): unknown {
    // Forward exactly what was passed: connect(param, output, input) picks the wrong overload.
    const result = (original.connect as (this: AudioNode, ...args: unknown[]) => unknown).apply(this, args);
    const to = args[0] as Target;
    const output = (args[1] as number | undefined) ?? 0;
    const input = (args[2] as number | undefined) ?? 0;
    if (!edges.some((e) => e.from === this && e.to === to && e.output === output && e.input === input)) edges.push({ from: this, to, output, input });
    return result;
  }

  function disconnect(this: AudioNode, ...args: unknown[]): void {
    (original.disconnect as (this: AudioNode, ...args: unknown[]) => void).apply(this, args);
    const [first, output, input] = args;
    const matches = (edge: Edge): boolean => {
      if (edge.from !== this) return false;
      if (first === undefined) return true;
      if (typeof first === 'number') return edge.output === first;
      if (edge.to !== first) return false;
      if (output !== undefined && edge.output !== output) return false;
      return input === undefined || edge.input === input;
    };
    for (let i = edges.length - 1; i >= 0; i--) if (matches(edges[i] as Edge)) edges.splice(i, 1);
  }

  const startWith =
    (method: (...args: never[]) => void) =>
    function start(this: AudioScheduledSourceNode, ...args: unknown[]): void {
      running.add(this);
      (method as (this: AudioScheduledSourceNode, ...args: unknown[]) => void).apply(this, args);
    };

  function stop(this: AudioScheduledSourceNode, ...args: unknown[]): void {
    running.delete(this);
    (original.stop as (this: AudioScheduledSourceNode, ...args: unknown[]) => void).apply(this, args);
  }

  Object.assign(nodeProto, { connect, disconnect });
  Object.assign(sourceProto, { start: startWith(original.start), stop });
  // AudioBufferSourceNode has its own start(when, offset, duration).
  const bufferProto = AudioBufferSourceNode.prototype;
  const bufferStart = Object.getOwnPropertyDescriptor(bufferProto, 'start');
  if (bufferStart) Object.defineProperty(bufferProto, 'start', { ...bufferStart, value: startWith(bufferStart.value as (...args: never[]) => void) });

  return {
    liveConnections: (context) => edges.filter((edge) => !context || edge.from.context === context),
    runningSources: (context) => [...running].filter((node) => !context || node.context === context),
    restore() {
      Object.assign(nodeProto, { connect: original.connect, disconnect: original.disconnect });
      Object.assign(sourceProto, { start: original.start, stop: original.stop });
      if (bufferStart) Object.defineProperty(bufferProto, 'start', bufferStart);
    },
  };
}
