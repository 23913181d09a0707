import { Component, type ReactNode } from 'react';

interface Props {
  /** Called once when the overlay cannot be shown (its chunk failed to load, say during an outage). */
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Keeps a failing overlay from taking the page down; the owner shows its message another way. */
export class OverlayErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('An overlay failed to load', error);
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
