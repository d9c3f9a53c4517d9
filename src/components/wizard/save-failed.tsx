import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { wizardMessages as m } from './messages';

/**
 * Said above a step's buttons when its save failed on the device itself (its storage refused
 * the step, or a fault) before anything was sent: no answer came, so neither the API client nor
 * the outbox has said anything, and a button that seemed to do nothing would leave the person
 * guessing. An alert, read out as it appears.
 */
export function SaveFailed({ shown }: { shown: boolean }) {
  const t = useT();
  if (!shown) return null;
  return (
    <Typography role="alert" color="error" sx={{ mt: 3, fontWeight: 500 }}>
      {t(m.saveFailed)}
    </Typography>
  );
}
