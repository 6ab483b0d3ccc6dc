// React still needs a class to catch render errors. The fallback receives the error and a reset function.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown, reset: () => void) => ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** A change of this value clears a caught error (the page's path: moving on leaves the failed page behind). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: { value: unknown } | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: { value: error } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  private readonly reset = () => this.setState({ error: null });

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error.value, this.reset) : this.props.children;
  }
}

/** For optional parts (promo block, footer links): a failed load leaves the part out. */
export function Optional({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => null}>{children}</ErrorBoundary>;
}
