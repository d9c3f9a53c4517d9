import { Component, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MESSAGES } from '@/contract/messages';
import { useT } from '@/i18n/i18n';
import { CodeLoadError } from './lazy-page';
import { MessageScreen } from './not-found';

const messages = {
  notLoaded: /*i18n*/ { id: 'screen.not_loaded.title', message: 'This page could not be loaded' },
  checkConnection: /*i18n*/ { id: 'screen.not_loaded.text', message: 'Check your connection and try again.' },
  failedText: /*i18n*/ { id: 'screen.failed.text', message: 'Please try again.' },
} as const;

/**
 * In place of a screen that could not be drawn: why, with Back and Try Again. Try Again loads the
 * page afresh when there is a connection (a release may have replaced the code this page asked
 * for); offline, where a reload would show the browser's own error, it tries to draw the screen
 * again, and says the same if its code is still out of reach.
 */
export function ScreenUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  const notLoaded = error instanceof CodeLoadError;
  return (
    <Box component="main" id="main">
      <MessageScreen
        title={t(notLoaded ? messages.notLoaded : MESSAGES.somethingWentWrong)}
        text={t(notLoaded ? messages.checkConnection : messages.failedText)}
        onTryAgain={onRetry}
      />
    </Box>
  );
}

interface ScreenBoundaryProps {
  /** The address: a move to another one draws its screen afresh. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what stops a screen from being drawn (its code not fetched, or a fault in it), so
 * that the person sees why and can try again, not an empty page. What they typed on the
 * device stays there: the wizards keep their drafts on the device, not in the screen.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidUpdate(previous: ScreenBoundaryProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    if (navigator.onLine) window.location.reload();
    else this.setState({ error: null });
  };

  override render() {
    return this.state.error !== null ? <ScreenUnavailable error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}
