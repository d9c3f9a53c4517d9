import Alert from '@mui/material/Alert';
import { useSignedOutSentence } from './signed-out-sentence';

/** Why the last session ended (the idle limit), said where the person signs in again. */
export function SignedOutNotice() {
  const sentence = useSignedOutSentence();
  if (!sentence) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 3, fontSize: '1rem' }}>
      {sentence}
    </Alert>
  );
}
