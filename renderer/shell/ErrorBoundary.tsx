import { Component, type ReactNode } from 'react';

export interface ErrorFallbackProps {
  error: Error;
  retry: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** Changing this value clears a caught error (e.g. the URL after navigation). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/** Catches render errors below it and shows `fallback`; `retry` renders the children again. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: null, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown): void {
    console.error(error);
  }

  retry = (): void => this.setState({ error: null });

  render(): ReactNode {
    if (this.state.error) return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}
