/** Web Worker: renders processing computed on the whole loop (loop-twin.ts) off the main thread. */
import { renderLoopInline } from './loop-twin';
import type { LoopTwinRequest, LoopTwinResponse } from './loop-twin-messages';

const post = (message: LoopTwinResponse, transfer: Transferable[] = []): void => self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<LoopTwinRequest>) => {
  const { id, spec, sampleRate, channels } = event.data;
  renderLoopInline(channels, sampleRate, spec).then(
    ({ channels: processed, meter }) => post({ type: 'done', id, channels: processed, meter }, [...processed, ...(meter ? [meter] : [])].map((array) => array.buffer)),
    (error: unknown) => post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) }),
  );
});
