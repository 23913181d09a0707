export { URGENT, createInlineRenderPool, createWorkerRenderPool, defaultRenderThreads } from './render-pool';
export type { RenderPool, RenderPoolOptions, ScheduledRender } from './render-pool';
export type { RenderOutcome, RenderTask } from './render-task';
