import { useStore } from 'zustand';
import { sessionStore, type SessionState } from './session-store';

/** React adapter of the session store: re-renders when the selected slice changes. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
