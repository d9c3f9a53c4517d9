import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@/contract/messages';

/** The spec's 404 screen: Back goes back in history, Try Again reloads. */
export function NotFound() {
  return (
    <Box sx={{ px: 2, py: 8, textAlign: 'center', maxWidth: 640, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {MESSAGES.notFoundTitle}
      </Typography>
      <Typography sx={{ mb: 4 }}>{MESSAGES.notFoundText}</Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
        <Button variant="outlined" onClick={() => window.history.back()}>
          Back
        </Button>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </Stack>
    </Box>
  );
}
