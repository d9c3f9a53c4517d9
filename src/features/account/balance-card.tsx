import { useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SWRResponse } from 'swr';
import { useAccountBalance } from '@/features/account/api/account-balance';
import { isInactive, type ClientProgram } from '@/features/account/api/client-programs';
import { dateTime } from '@/contract/formats';
import type { Translator } from '@/contract/translate';
import type { KnownBalance } from '@/session/account-snapshot';
import { useOnline } from '@/offline/online-status';
import { useT } from '@/i18n/i18n';
import { BalanceAmount, HiddenBalance } from './balance-amount';
import { accountMessages } from './messages';

/** 'Last known balance, as of January 5, 2024 at 3:04 PM', in the language of `t`. */
export const asOf = (known: KnownBalance, t: Translator) => t(accountMessages.asOf, { time: dateTime(known.checkedAt, t.locale) });

interface ShownBalanceProps {
  balance: SWRResponse<number>;
  /** The last balance kept on the device, when it stands in for one the server cannot give now. */
  lastKnown: KnownBalance | null;
  online: boolean;
}

function ShownBalance({ balance, lastKnown, online }: ShownBalanceProps) {
  const t = useT();
  if (lastKnown) return <BalanceAmount value={lastKnown.value} />;
  if (balance.data !== undefined) return <BalanceAmount value={balance.data} />;
  if (balance.error) {
    if (!online) return <Typography>{t(accountMessages.noKnownBalance)}</Typography>;
    return (
      <Box>
        <Typography>{t(accountMessages.balanceFailed)}</Typography>
        <Button onClick={() => void balance.mutate()} sx={{ mt: 1 }}>
          {t(accountMessages.tryAgain)}
        </Button>
      </Box>
    );
  }
  return <CircularProgress size={32} aria-label={t(accountMessages.loadingBalance)} />;
}

export interface BalanceCardProps {
  clientId: number;
  program: ClientProgram;
  /** This program's last balance kept on the device, if any. */
  known?: KnownBalance;
}

const cardSx = { p: 3, borderRadius: 3, bgcolor: '#eaf1fb', borderColor: '#c5d6ee' } as const;
const titleSx = { fontSize: '1.125rem', fontWeight: 700 } as const;

/** The card while the programs are on their way: its title's line and the balance's row. */
export function BalanceCardSkeleton() {
  const t = useT();
  return (
    <Paper variant="outlined" role="progressbar" aria-label={t(accountMessages.loadingPrograms)} sx={cardSx}>
      <Typography sx={titleSx}>
        <Skeleton variant="text" sx={{ width: '70%' }} />
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', minHeight: 64 }}>
        <Skeleton variant="rounded" sx={{ flex: 1, height: 40, mr: 8 }} />
      </Box>
    </Paper>
  );
}

/**
 * 'Total Balance for {program}' (spec section 2): hidden behind five glyphs until the eye
 * is pressed; an inactive program says so instead. The balance is asked for as the card
 * opens so that it is there when revealed. Offline (or with no answer) the last balance kept
 * on the device stands in, behind the same eye, saying when it was checked.
 */
export function BalanceCard({ clientId, program, known }: BalanceCardProps) {
  const [shown, setShown] = useState(false);
  const t = useT();
  const online = useOnline();
  const inactive = isInactive(program);
  const balance = useAccountBalance(clientId, inactive ? null : program.id);
  const lastKnown = known && (!online || balance.error) ? known : null;
  const headingId = `balance-${program.id}`;

  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={cardSx}>
      <Typography id={headingId} component="h2" sx={titleSx}>
        {t(accountMessages.balanceTitle, { program: program.name })}
      </Typography>
      {inactive ? (
        <Typography sx={{ mt: 2, fontSize: '1.25rem', fontWeight: 600 }}>{t(accountMessages.inactive)}</Typography>
      ) : (
        <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, minHeight: 64 }}>
          <Box aria-live="polite" sx={{ flex: 1, minWidth: 0 }}>
            {shown ? <ShownBalance balance={balance} lastKnown={lastKnown} online={online} /> : <HiddenBalance />}
          </Box>
          <IconButton aria-label={t(shown ? accountMessages.hideBalance : accountMessages.showBalance)} onClick={() => setShown((value) => !value)} sx={{ width: 56, height: 56 }}>
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </Box>
      )}
      {!inactive && lastKnown ? <Typography sx={{ color: 'text.secondary' }}>{asOf(lastKnown, t)}</Typography> : null}
      {!online && !inactive ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t(accountMessages.offlineBalance)}
        </Alert>
      ) : null}
    </Paper>
  );
}
