import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';

const messages = {
  title: /*i18n*/ { id: 'not_found.title', message: '404 Page Not Found !' },
  text: /*i18n*/ { id: 'not_found.text', message: 'You may have mistyped the address or the page may have been moved.' },
  back: /*i18n*/ { id: 'not_found.back', message: 'Back' },
  tryAgain: /*i18n*/ { id: 'not_found.try_again', message: 'Try Again' },
} as const;

/**
 * A screen that says why there is nothing to show, with Back (back in history) and Try Again.
 * Its heading takes the focus, so that a screen reader says it first.
 */
export function MessageScreen({ title, text, onTryAgain }: { title: string; text: string; onTryAgain: () => void }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Box sx={{ px: 2, py: 8, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      <Typography sx={{ mb: 4 }}>{text}</Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => window.history.back()}>
          {t(messages.back)}
        </Button>
        <Button variant="contained" onClick={onTryAgain}>
          {t(messages.tryAgain)}
        </Button>
      </Box>
    </Box>
  );
}

/** The spec's 404 screen: Back goes back in history, Try Again reloads. */
export function NotFound() {
  const t = useT();
  return <MessageScreen title={t(messages.title)} text={t(messages.text)} onTryAgain={() => window.location.reload()} />;
}
