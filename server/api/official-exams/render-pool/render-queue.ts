/**
 * The waiting line of the render pool: lowest priority number first, then first come. A
 * waiting job can be moved up (a student now waits for a sound that was rendered ahead).
 */
export interface QueuedJob {
  priority: number;
  readonly sequence: number;
}

export class RenderQueue<Job extends QueuedJob> {
  private heap: Job[] = [];

  get size(): number {
    return this.heap.length;
  }

  push(job: Job): void {
    this.heap.push(job);
    this.up(this.heap.length - 1);
  }

  shift(): Job | undefined {
    const top = this.heap[0];
    const last = this.heap.pop();
    if (top && last && last !== top) {
      this.heap[0] = last;
      this.down(0);
    }
    return top;
  }

  /** Moves a waiting job to `priority` if that is sooner; false when it is not waiting. */
  prioritize(job: Job, priority: number): boolean {
    const index = this.heap.indexOf(job);
    if (index < 0) return false;
    if (priority < job.priority) {
      job.priority = priority;
      this.up(index);
    }
    return true;
  }

  private before(a: Job, b: Job): boolean {
    return a.priority < b.priority || (a.priority === b.priority && a.sequence < b.sequence);
  }

  private up(index: number): void {
    const heap = this.heap;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!this.before(heap[index] as Job, heap[parent] as Job)) break;
      [heap[index], heap[parent]] = [heap[parent] as Job, heap[index] as Job];
      index = parent;
    }
  }

  private down(index: number): void {
    const heap = this.heap;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let first = index;
      if (left < heap.length && this.before(heap[left] as Job, heap[first] as Job)) first = left;
      if (right < heap.length && this.before(heap[right] as Job, heap[first] as Job)) first = right;
      if (first === index) return;
      [heap[index], heap[first]] = [heap[first] as Job, heap[index] as Job];
      index = first;
    }
  }
}
