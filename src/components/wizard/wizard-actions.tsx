import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useT } from '@/i18n/i18n';
import { LongWaitStatus } from '../form/long-wait-status';
import { wizardMessages as m } from './messages';
import { useBrowserBack } from './use-browser-back';

export interface WizardActionsProps {
  onBack?: () => void;
  onSkip?: () => void;
  /** 'Save and proceed', 'Save and Proceed' or 'Submit', as each wizard's spec words it. */
  submitLabel: string;
  submitting: boolean;
}

/** The row under a step: Back (the browser's Back too), Skip where allowed, and the step's submit button. */
export function WizardActions({ onBack, onSkip, submitLabel, submitting }: WizardActionsProps) {
  const t = useT();
  const backButton = useRef<HTMLButtonElement>(null);
  useBrowserBack(backButton, onBack);
  return (
    <Box>
      {/* Each group goes onto a line of its own, and then each button, when they do not fit side
      by side (a phone with text at 200 %), rather than squeezing a button's word into pieces. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ mt: 4, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        {onBack ? (
          <Button ref={backButton} variant="outlined" onClick={onBack} disabled={submitting}>
            {t(m.back)}
          </Button>
        ) : (
          <span />
        )}
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {onSkip ? (
            <Button variant="text" onClick={onSkip} disabled={submitting}>
              {t(m.skip)}
            </Button>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
      <LongWaitStatus waiting={submitting} space={2} />
    </Box>
  );
}
