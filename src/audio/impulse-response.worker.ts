/** Web Worker: synthesises impulse responses off the main thread, reporting progress. */
import { synthesizeImpulseResponse, type ImpulseResponseRequest } from './impulse-response-synthesis';

export type WorkerRequest = { type: 'synthesize'; id: number; request: ImpulseResponseRequest };

export type WorkerResponse =
  | { type: 'progress'; id: number; fraction: number }
  | { type: 'done'; id: number; sampleRate: number; channels: Float32Array<ArrayBuffer>[] }
  | { type: 'error'; id: number; message: string };

const post = (message: WorkerResponse, transfer: Transferable[] = []): void => self.postMessage(message, { transfer });

self.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const { id, request } = event.data;
  try {
    const result = synthesizeImpulseResponse(request, (fraction) => post({ type: 'progress', id, fraction }));
    post({ type: 'done', id, ...result }, result.channels.map((channel) => channel.buffer));
  } catch (error) {
    post({ type: 'error', id, message: error instanceof Error ? error.message : String(error) });
  }
});
