import { useState } from 'react';
import Button from '@mui/material/Button';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { onDemandDialog } from '@/components/on-demand-dialog';
import { useT } from '@/i18n/i18n';
import type { FinishLaterDialogProps } from './finish-later-dialog';
import { finishLaterMessages as m } from './messages';

interface FinishLaterProps {
  /** The application's code once the server has created it (step 2 on). */
  applicationCode: string | null;
  /** Keeps what is on screen now on the device before leaving. */
  keepNow(): void;
}

const FinishLaterDialog = onDemandDialog<FinishLaterDialogProps>(
  async () => (await import('./finish-later-dialog')).FinishLaterQuestion,
  (props) => props.onStay(),
);

/**
 * A long form is often finished another day. Says where the answers are kept and how
 * to come back, keeps what is on the screen, and leaves for the page with 'Resume Your
 * Application'.
 */
export function FinishLater({ applicationCode, keepNow }: FinishLaterProps) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const t = useT();

  const leave = () => {
    keepNow();
    setOpen(false);
    navigate(paths.intake.href());
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t(m.button)}
      </Button>
      <FinishLaterDialog open={open} applicationCode={applicationCode} onStay={() => setOpen(false)} onLeave={leave} />
    </>
  );
}
