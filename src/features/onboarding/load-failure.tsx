import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The detail could not be fetched (no connection): nothing on the device is lost; try again. */
export function LoadFailure({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 5 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: '1.75rem', mb: 2 }}>
        Set up your account
      </Typography>
      <Alert severity="warning" sx={{ mb: 3 }}>
        We could not reach the server to open your details. What you entered before is still kept on this device. Check your connection, then try again.
      </Alert>
      <Button variant="contained" size="large" onClick={onRetry} disabled={retrying}>
        Try again
      </Button>
    </Box>
  );
}
