import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../lib/keyboard';

export interface PlaybackShortcutHandlers {
  togglePlay(): void;
  selectOriginal(): void;
  selectProcessed(): void;
}

/** Controls that Space operates natively and that have no other key for it. */
function spaceOperates(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return true;
  return ['checkbox', 'switch', 'radio', 'menuitemcheckbox', 'menuitemradio', 'option'].includes(target.getAttribute('role') ?? '');
}

function isSpace(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.code === 'Space';
}

/**
 * Space plays or pauses, W selects the original, E the processed signal; never while typing
 * and never with a modifier. Space on a focused button would also click it on keyup, so the
 * keyup of a handled Space is cancelled too. Checkboxes and switches keep their Space.
 */
export function usePlaybackShortcuts(handlers: PlaybackShortcutHandlers, enabled = true): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!enabled) return;
    let spaceTaken = false;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      const key = event.key.toLowerCase();
      if (isSpace(event)) {
        if (spaceOperates(event.target)) return;
        event.preventDefault();
        spaceTaken = true;
        if (!event.repeat) latest.current.togglePlay();
      } else if (key === 'w') {
        event.preventDefault();
        latest.current.selectOriginal();
      } else if (key === 'e') {
        event.preventDefault();
        latest.current.selectProcessed();
      }
    };
    const onKeyUp = (event: KeyboardEvent): void => {
      if (!isSpace(event) || !spaceTaken) return;
      spaceTaken = false;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('keyup', onKeyUp);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('keyup', onKeyUp);
    };
  }, [enabled]);
}
