import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import { ActionAlert } from '@/components/action-alert';

interface OpenElsewhereProps {
  /** What happened and what to do, in the wizard's own words. */
  text: string;
  /** The button's label. */
  takeBackLabel: string;
  onTakeBack: () => void;
}

/**
 * What a wizard shows in place of its form once another tab has opened the same draft
 * (use-draft-tab.ts). The notice takes the focus, so that a screen reader says it when the
 * person comes back to this tab; taking the draft back draws the wizard anew, and the focus
 * goes to the screen's heading as on a new screen.
 */
export function OpenElsewhere({ text, takeBackLabel, onTakeBack }: OpenElsewhereProps) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus({ preventScroll: true }), []);
  const takeBack = () => {
    onTakeBack();
    import('@/components/focus-new-screen').then(({ focusNewScreen }) => focusNewScreen(), () => undefined);
  };
  return (
    <ActionAlert
      ref={notice}
      tabIndex={-1}
      severity="info"
      sx={{ outline: 'none' }}
      action={
        <Button color="inherit" onClick={takeBack}>
          {takeBackLabel}
        </Button>
      }
    >
      {text}
    </ActionAlert>
  );
}
