import { useState } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { maskedSsn } from '@/lib/ssn';
import { signOut } from '@/session/logout';
import { CONFIRMATIONS, ConfirmDialog } from '@/components/confirm-dialog';
import { useT } from '@/i18n/i18n';
import { visuallyHidden } from '@/components/visually-hidden';
import { accountMessages } from './messages';

/**
 * The greeting, the masked SSN (five X's and the stored last digits) and Logout, after the spec's
 * question. `ssnLastDigits` is null before the session is read (the prerendered first state):
 * its line is held by a skeleton, so that the page does not move when it comes.
 */
export function AccountHeader({ name, ssnLastDigits }: { name: string; ssnLastDigits: string | null }) {
  const [, navigate] = useLocation();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const t = useT();
  const { title, text, confirm } = CONFIRMATIONS.logout;

  const logOut = async () => {
    setLeaving(true);
    await signOut();
    // A shared phone: the next person finds the sign-in screen, not someone's account.
    navigate(paths.login.href(), { replace: true });
  };

  return (
    // On a phone Logout has a line of its own whatever the name's length, so the first state
    // (no name yet) is laid out as the page will be.
    <Box
      sx={(theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 2,
        [theme.breakpoints.up('sm')]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
      })}
    >
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, fontSize: { sm: '2rem' } }}>
          {name ? t(accountMessages.hello, { name }) : t(accountMessages.helloNoName)}
        </Typography>
        {ssnLastDigits ? (
          <Typography sx={{ mt: 0.5, fontSize: '1.0625rem', color: 'text.secondary' }}>
            {t(accountMessages.ssn)} <span aria-hidden="true">{maskedSsn(ssnLastDigits)}</span>
            <Box component="span" sx={visuallyHidden}>
              {t(accountMessages.ssnEnding, { digits: ssnLastDigits.split('').join(' ') })}
            </Box>
          </Typography>
        ) : ssnLastDigits === null ? (
          <Typography sx={{ mt: 0.5, fontSize: '1.0625rem' }}>
            <Skeleton variant="text" sx={{ width: 180 }} />
          </Typography>
        ) : null}
      </Box>
      <Button
        variant="outlined"
        size="large"
        onClick={() => setAsking(true)}
        disabled={leaving}
        startIcon={leaving ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : <LogoutIcon aria-hidden="true" />}
      >
        {t(accountMessages.logout)}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t(title)}
        text={t(text)}
        confirmLabel={t(confirm)}
        busy={leaving}
        onCancel={() => setAsking(false)}
        onConfirm={() => void logOut()}
      />
    </Box>
  );
}
