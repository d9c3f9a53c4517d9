import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ApiError } from '@/api/errors';
import { useT } from '@/i18n/i18n';
import { formMessages } from './messages';

/** A refusal that stays above a form's fields after its toast is gone. */
export interface FormNotice {
  severity: 'warning' | 'error';
  text: string;
  /** The toast says the same words: announced once, by the toast, and left on screen here. */
  repeatsToast?: boolean;
  /**
   * When the server's wait (Retry-After) is over, as `Date.now()` counts: a throttling answer's
   * words give a number of seconds from when they came, which says nothing once time has passed.
   */
  until?: number;
}

/** A throttling answer (429), whose words the API client has toasted: kept until its wait is over. */
export function throttledNotice(error: ApiError, now: number = Date.now()): FormNotice {
  const until = error.retryAfterSeconds === null ? undefined : now + error.retryAfterSeconds * 1000;
  return { severity: 'error', text: error.message, repeatsToast: true, until };
}

/**
 * The notice on screen. Words no toast says are an alert; words the toast has just said are not
 * said again: a note to read. A throttling note's "try again in 52 seconds" would still say 52
 * a minute later, so once the server's wait is over it says that trying again can work now,
 * politely, for a screen reader too. The server's words are kept as they came while it lasts.
 */
export function FormNoticeAlert({ notice, sx }: { notice: FormNotice; sx?: SxProps<Theme> }) {
  const t = useT();
  const [overFor, setOverFor] = useState<FormNotice | null>(null);
  const over = overFor === notice;

  useEffect(() => {
    if (notice.until === undefined) return undefined;
    const timer = window.setTimeout(() => setOverFor(notice), Math.max(0, notice.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!notice.repeatsToast) {
    return (
      <Alert severity={notice.severity} sx={sx}>
        {notice.text}
      </Alert>
    );
  }
  return (
    <Alert severity={over ? 'info' : notice.severity} role="note" aria-live="polite" sx={sx}>
      {over ? t(formMessages.tryAgainNow) : notice.text}
    </Alert>
  );
}
