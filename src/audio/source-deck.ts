/**
 * The engine's current source player and the ones fading out. Changing the source while
 * playing crossfades the old player out and the new one in, then disposes the old one on
 * the audio clock.
 */
import { atAudioTime, type Cancel } from './audio-clock';
import type { SourceMaterial } from './sources/source-material';
import { SourcePlayer } from './sources/source-player';

/**
 * How far ahead of the context's clock a replacing player is scheduled: the audio thread renders
 * ahead of `currentTime` as the main thread reads it, and a start in its past would come late.
 */
const SCHEDULE_AHEAD_SECONDS = 0.05;

export class SourceDeck {
  private current: SourcePlayer | null = null;
  private readonly retiring = new Map<SourcePlayer, Cancel>();

  constructor(
    private readonly context: BaseAudioContext,
    private readonly feeds: { original: AudioNode; processed: AudioNode },
    private readonly onEnded: () => void,
  ) {}

  get player(): SourcePlayer | null {
    return this.current;
  }

  /** Makes `material` the sound heard; starts it at once when `playing`. */
  install(material: SourceMaterial, options: { playing: boolean; loop: boolean }): SourcePlayer {
    const previous = this.current;
    const crossfade = options.playing && previous !== null;
    const next: SourcePlayer = new SourcePlayer(this.context, material, options.loop, () => this.ended(next), crossfade ? 0 : 1);
    next.output.connect(this.feeds.original);
    (next.processedOutput ?? next.output).connect(this.feeds.processed);
    this.current = next;
    if (previous) this.retire(previous, options.playing);
    if (options.playing) {
      next.start(this.context.currentTime);
      if (crossfade) next.fade(1);
    }
    return next;
  }

  /**
   * Makes `material` the sound heard at the position the current player has reached: the same
   * programme with another processed twin, say. While playing, the new player starts a little
   * ahead on the audio clock, so that both play the same frame at the switch and the original
   * branch does not move; returns the context time the crossfade to it starts (it is heard alone
   * one SWITCH_FADE_SECONDS later).
   */
  replace(material: SourceMaterial, options: { playing: boolean; loop: boolean }): number {
    const previous = this.current;
    if (!previous) {
      this.install(material, options);
      return this.context.currentTime;
    }
    const at = options.playing ? this.context.currentTime + SCHEDULE_AHEAD_SECONDS : this.context.currentTime;
    const next: SourcePlayer = new SourcePlayer(this.context, material, options.loop, () => this.ended(next), options.playing ? 0 : 1, previous.position(at));
    next.output.connect(this.feeds.original);
    (next.processedOutput ?? next.output).connect(this.feeds.processed);
    this.current = next;
    if (!options.playing) {
      previous.dispose();
      return at;
    }
    next.start(at);
    next.fade(1, at);
    const end = previous.fade(0, at);
    previous.stop(end);
    this.retiring.set(
      previous,
      atAudioTime(this.context, end, () => {
        this.retiring.delete(previous);
        previous.dispose();
      }),
    );
    return at;
  }

  dispose(): void {
    for (const [player, cancel] of this.retiring) {
      cancel();
      player.dispose();
    }
    this.retiring.clear();
    this.current?.dispose();
    this.current = null;
  }

  private retire(player: SourcePlayer, playing: boolean): void {
    if (!playing) {
      player.dispose();
      return;
    }
    const end = player.fade(0);
    player.stop(end);
    this.retiring.set(
      player,
      atAudioTime(this.context, end, () => {
        this.retiring.delete(player);
        player.dispose();
      }),
    );
  }

  private ended(player: SourcePlayer): void {
    if (player === this.current) this.onEnded();
  }
}
