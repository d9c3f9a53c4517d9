import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { useT } from '@/i18n/i18n';
import { formMessages } from './messages';

/** A send this long (on a patchy connection) is said to be slow, not left to the spinner alone. */
export const LONG_WAIT_MS = 8000;

/** Mounted while a send is on its way: says, once it has taken long, that it is slow and why it may be. */
function LongWaitNote({ space }: { space: number }) {
  const t = useT();
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLong(true), LONG_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return long ? (
    <Box component="p" sx={{ m: 0, mt: space }}>
      {t(formMessages.takingLonger)}
    </Box>
  ) : null;
}

/**
 * Under a form's submit button: while `waiting` (a save, a sign-in, a download on its way, which
 * the API client gives up after 30 seconds), a button's spinner is all a person sees and a screen
 * reader hears nothing; after 8 seconds this says the form's words for a long wait. The status
 * is in the page from the start, so that a screen reader hears them when they come; empty, it
 * takes no room (`space` is the note's distance from the button, in the theme's spacing), so
 * put it beside the button in one grid or flex item, where a gap would count it as an item.
 */
export function LongWaitStatus({ waiting, space = 1.5 }: { waiting: boolean | undefined; space?: number }) {
  return <Box role="status">{waiting ? <LongWaitNote space={space} /> : null}</Box>;
}
