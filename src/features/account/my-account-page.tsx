import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useClientPrograms, type ClientProgram } from '@/api/client-programs';
import { usePageTitle } from '@/components/use-page-title';
import { useOnline } from '@/offline/connectivity';
import { InstallCard } from '@/offline/install-card';
import { useSession } from '@/session/use-session';
import { AccountHeader } from './account-header';
import { BalanceCard, OFFLINE_BALANCE } from './balance-card';
import { ProgramPicker } from './program-picker';
import { StatementSection } from './statement-section';

function ProgramsUnavailable({ retry }: { retry: () => void }) {
  const online = useOnline();
  return (
    <Alert
      severity={online ? 'error' : 'info'}
      action={
        <Button color="inherit" onClick={retry}>
          Try again
        </Button>
      }
    >
      {online ? 'We could not load your programs.' : OFFLINE_BALANCE}
    </Alert>
  );
}

function Programs({ clientId, programs }: { clientId: number; programs: readonly ClientProgram[] }) {
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Spec section 2: the first program is selected until the person picks another.
  const selected = programs.find((program) => program.id === chosenId) ?? programs[0] ?? null;
  return (
    <>
      <ProgramPicker programs={programs} selectedId={selected?.id ?? null} onSelect={setChosenId} />
      {selected ? <BalanceCard key={selected.id} clientId={clientId} program={selected} /> : <Alert severity="info">There are no programs on your account yet.</Alert>}
      {/* Another program starts a statement afresh: no dates, no failure of the previous one. */}
      <StatementSection key={selected?.id ?? 'none'} program={selected} />
    </>
  );
}

/** /my-account (spec section 2, 'My account'): balances per program and the statement PDF. */
export function MyAccountPage() {
  usePageTitle('My Account');
  const session = useSession();
  const clientId = session?.client_id ?? null;
  const programs = useClientPrograms(clientId);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 4, display: 'grid', gap: 3 }}>
      <AccountHeader name={session?.name ?? ''} ssnLastDigits={session?.ssn ?? ''} />
      {clientId === null ? null : programs.data ? (
        <Programs clientId={clientId} programs={programs.data} />
      ) : programs.error ? (
        <ProgramsUnavailable retry={() => void programs.mutate()} />
      ) : (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading your programs" />
        </Box>
      )}
      <InstallCard />
    </Box>
  );
}
