import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../../lib/keyboard';

export interface PlaybackShortcutHandlers {
  togglePlay(): void;
  selectOriginal(): void;
  selectProcessed(): void;
}

/**
 * Controls that Space operates natively: a focused button (a mode, Start, Original or Processed)
 * is pressed by it as anywhere else, and checkboxes, switches and radios are toggled.
 */
function spaceOperates(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLButtonElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && ['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type)) return true;
  return ['button', 'tab', 'checkbox', 'switch', 'radio', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option'].includes(target.getAttribute('role') ?? '');
}

function isSpace(event: KeyboardEvent): boolean {
  return event.key === ' ' || event.code === 'Space';
}

/**
 * Space plays or pauses, W selects the original, E the processed signal; never while typing
 * and never with a modifier. A focused control keeps its own Space (`spaceOperates`); elsewhere
 * (the question's heading, the page) Space plays, and the keyup of a Space handled here is
 * cancelled, so that nothing else takes it too.
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
