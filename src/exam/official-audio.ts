/**
 * The sound of a sealed official exam, fetched from the API: for each question its processed
 * sound, and each shared original once. Plain TypeScript; the fetch is injected.
 */
import type { StimulusSpec } from '../audio/processors/processor-spec';
import type { AudioBranch, OfficialExam } from '../api-contract';

export type FetchOfficialAudio = (examId: string, question: number, branch: AudioBranch) => Promise<ArrayBuffer>;

export type RenderedStimulus = Extract<StimulusSpec, { kind: 'rendered' }>;

export class OfficialAudio {
  private readonly files = new Map<string, Promise<ArrayBuffer>>();

  constructor(
    private readonly exam: Pick<OfficialExam, 'examId' | 'questionCount' | 'originals'>,
    private readonly fetchAudio: FetchOfficialAudio,
  ) {}

  /** Question `n`'s pair, for the engine; earlier questions' sounds are let go. */
  async stimulus(n: number): Promise<RenderedStimulus> {
    const originalOf = this.originalOf(n);
    const [original, processed] = await Promise.all([this.file(originalOf, 'original'), this.file(n, 'processed')]);
    for (const key of [...this.files.keys()]) {
      const [question, branch] = key.split(':');
      if (Number(question) < n && !(branch === 'original' && this.exam.originals.slice(n).includes(Number(question)))) this.files.delete(key);
    }
    return { kind: 'rendered', key: `${this.exam.examId}:${n}`, original, processed };
  }

  /** Starts fetching question `n` so that it is ready when the student gets there. */
  prefetch(n: number): void {
    if (n < 0 || n >= this.exam.questionCount) return;
    this.file(this.originalOf(n), 'original').catch(() => undefined);
    this.file(n, 'processed').catch(() => undefined);
  }

  private originalOf(n: number): number {
    return this.exam.originals[n] ?? n;
  }

  private file(n: number, branch: AudioBranch): Promise<ArrayBuffer> {
    const key = `${n}:${branch}`;
    let pending = this.files.get(key);
    if (!pending) {
      pending = this.fetchAudio(this.exam.examId, n, branch);
      this.files.set(key, pending);
      // A failure is not kept: trying again fetches again.
      pending.catch(() => this.files.delete(key));
    }
    return pending;
  }
}
