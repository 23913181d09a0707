import { useEffect, useRef } from 'react';
import { isTypingTarget } from '../lib/keyboard';

/** Controls that act on Enter themselves (a focused button, an open menu or dialog). */
const OWN_ENTER =
  'button, a[href], summary, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="tab"], [role="combobox"], [role="listbox"], [role="menu"], [role="dialog"], [role="alertdialog"]';

export function handlesEnterItself(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  // A toggle that is already on does nothing when pressed again (choosing a mode with the
  // mouse leaves the focus on it), so Enter there still means the exam's action.
  if (target.matches('button[aria-pressed="true"]')) return false;
  return target.closest(OWN_ENTER) !== null;
}

/** True when the select's list is open (`:open`); false where the browser cannot say. */
function isOpen(select: HTMLSelectElement): boolean {
  try {
    return select.matches(':open');
  } catch {
    return false; // a selector this browser does not know
  }
}

/**
 * A closed drop-down `<select>`: Enter does nothing there (it opens with Space or Alt+Down), so
 * it stays the exam's key, as after choosing the question count from the keyboard. While its
 * list is open Enter picks an option: Chromium's popup then takes the keys before the page,
 * and where the page does see them, `:open` tells. A list box (`multiple`, or `size` above 1)
 * is always open, and keeps Enter.
 */
export function isClosedSelect(target: EventTarget | null): boolean {
  return target instanceof HTMLSelectElement && !target.multiple && target.size <= 1 && !isOpen(target);
}

/**
 * Enter runs the exam's primary action (start, submit, next, finish), except while the user
 * types, or when the focused control would act on Enter itself: then that control wins, so
 * one key press never does two things.
 */
export function useEnterShortcut(onEnter: () => void): void {
  const latest = useRef(onEnter);
  useEffect(() => {
    latest.current = onEnter;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.repeat || event.defaultPrevented || event.isComposing) return;
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (handlesEnterItself(event.target)) return;
      if (isTypingTarget(event.target) && !isClosedSelect(event.target)) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
