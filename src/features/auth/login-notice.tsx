import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useT } from '@/i18n/i18n';
import type { LoginNotice } from './login-failure';
import { authMessages } from './messages';

/**
 * A login refusal that stays on screen. A warning, which no toast says, is an alert. Words the
 * toast has just said (a throttling answer) are not said again: a note to read. The note's
 * "try again in 52 seconds" stays at 52 while the person waits, so once the server's wait is
 * over it says that trying again can work now, politely, for a screen reader too.
 */
export function LoginNoticeAlert({ notice, sx }: { notice: LoginNotice; sx?: SxProps<Theme> }) {
  const t = useT();
  const [overFor, setOverFor] = useState<LoginNotice | null>(null);
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
      {over ? t(authMessages.tryAgainNow) : notice.text}
    </Alert>
  );
}
