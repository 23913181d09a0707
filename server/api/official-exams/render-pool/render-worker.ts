/** The worker thread of the render pool: renders with the built-in areas (src/areas/definitions.ts). */
import { DEFAULT_AREAS } from '../../areas';
import { runRenderTask, type RenderOutcome, type RenderTask } from './render-task';

export default function render(task: RenderTask): Promise<RenderOutcome> {
  return runRenderTask(task, DEFAULT_AREAS);
}
