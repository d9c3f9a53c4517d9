import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SWRResponse } from 'swr';
import { useAccountBalance } from '@/api/account-balance';
import { isInactive, type ClientProgram } from '@/api/client-programs';
import { formatDateTime } from '@/lib/dates';
import type { KnownBalance } from '@/offline/account-snapshot';
import { useOnline } from '@/offline/connectivity';
import { BalanceAmount, HiddenBalance } from './balance-amount';

export const OFFLINE_BALANCE = 'You are offline. Your balance cannot be refreshed until you are connected again.';
export const NO_KNOWN_BALANCE = 'This device has not been given this balance yet. Connect to see it.';

export const asOf = (known: KnownBalance) => `Last known balance, as of ${formatDateTime(known.checkedAt)}`;

interface ShownBalanceProps {
  balance: SWRResponse<number>;
  /** The last balance kept on the device, when it stands in for one the server cannot give now. */
  lastKnown: KnownBalance | null;
  online: boolean;
}

function ShownBalance({ balance, lastKnown, online }: ShownBalanceProps) {
  if (lastKnown) return <BalanceAmount value={lastKnown.value} />;
  if (balance.data !== undefined) return <BalanceAmount value={balance.data} />;
  if (balance.error) {
    if (!online) return <Typography>{NO_KNOWN_BALANCE}</Typography>;
    return (
      <Box>
        <Typography>We could not load this balance.</Typography>
        <Button onClick={() => void balance.mutate()} sx={{ mt: 1 }}>
          Try again
        </Button>
      </Box>
    );
  }
  return <CircularProgress size={32} aria-label="Loading the balance" />;
}

export interface BalanceCardProps {
  clientId: number;
  program: ClientProgram;
  /** This program's last balance kept on the device, if any. */
  known?: KnownBalance;
}

/**
 * 'Total Balance for {program}' (spec section 2): hidden behind five glyphs until the eye
 * is pressed; an inactive program says so instead. The balance is asked for as the card
 * opens so that it is there when revealed. Offline (or with no answer) the last balance kept
 * on the device stands in, behind the same eye, saying when it was checked.
 */
export function BalanceCard({ clientId, program, known }: BalanceCardProps) {
  const [shown, setShown] = useState(false);
  const online = useOnline();
  const inactive = isInactive(program);
  const balance = useAccountBalance(clientId, inactive ? null : program.id);
  const lastKnown = known && (!online || balance.error) ? known : null;
  const headingId = `balance-${program.id}`;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 3, borderRadius: 3, bgcolor: '#eaf1fb', borderColor: '#c5d6ee' }}>
      <Typography id={headingId} component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700 }}>
        Total Balance for {program.name}
      </Typography>
      {inactive ? (
        <Typography sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 600 }}>This program is inactive</Typography>
      ) : (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          <Box aria-live="polite" sx={{ flex: 1 }}>
            {shown ? <ShownBalance balance={balance} lastKnown={lastKnown} online={online} /> : <HiddenBalance />}
          </Box>
          <IconButton aria-label={shown ? 'Hide balance' : 'Show balance'} onClick={() => setShown((value) => !value)} sx={{ width: 56, height: 56 }}>
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </Box>
      )}
      {!inactive && lastKnown ? <Typography sx={{ color: 'text.secondary' }}>{asOf(lastKnown)}</Typography> : null}
      {!online && !inactive ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {OFFLINE_BALANCE}
        </Alert>
      ) : null}
    </Paper>
  );
}
