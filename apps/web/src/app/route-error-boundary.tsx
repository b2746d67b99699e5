// docs/product.md "Errors": a route that fails to load (a lazy chunk) or throws while rendering shows the error
// screen with status 501 and a reload button. The layout keys it by pathname, so a new page starts
// without the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouterErrorScreen } from '../features/errors/error-screen.tsx';

export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouterErrorScreen /> : this.props.children;
  }
}
