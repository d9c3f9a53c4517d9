import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useClientPrograms, type ClientProgram } from '@/features/account/api/client-programs';
import { askForAccountEarly } from '@/features/account/api/early-account';
import { programsIn, type AccountSnapshot } from '@/session/account-snapshot';
import { ActionAlert } from '@/components/action-alert';
import { usePageTitle } from '@/components/use-page-title';
import { useOnline } from '@/offline/online-status';
import { InstallCard } from '@/components/offline/install-card';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { getSession } from '@/session/session-store';
import { useSession } from '@/session/use-session';
import { AccountHeader } from './account-header';
import { useLocale, useT } from '@/i18n/i18n';
import { BalanceCard, BalanceCardSkeleton } from './balance-card';
import { keepChoice, keptChoice } from './kept-choice';
import { accountMessages } from './messages';
import { ProgramPicker } from './program-picker';
import { StatementSectionSkeleton } from './statement-skeleton';
import { readKnownAccountEarly, useKnownAccount } from './use-known-account';

// Asked of the device and of the server as this screen's code arrives, while React has yet to
// adopt or draw the page: from the app icon the balance then comes with the first render that
// knows the client, and online the programs and the balance are on their way before it.
const signedIn = typeof document === 'undefined' ? null : getSession();
if (signedIn?.client_id != null) {
  void readKnownAccountEarly(signedIn.client_id);
  askForAccountEarly(signedIn.client_id);
}

/** In the statement's place when its code could not be fetched: the connection went after the balance came. */
function StatementNotLoaded() {
  const online = useOnline();
  const t = useT();
  return (
    <Paper component="section" aria-labelledby="statement-heading" variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="statement-heading" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2.5 }}>
        {t(accountMessages.statement)}
      </Typography>
      <ActionAlert
        severity="info"
        action={
          // A new page asks for the code again; offline it would be the browser's error page.
          <Button color="inherit" disabled={!online} onClick={() => window.location.reload()}>
            {t(accountMessages.tryAgain)}
          </Button>
        }
      >
        {t(accountMessages.statementNotLoaded)}
      </ActionAlert>
    </Paper>
  );
}

/*
 * The statement form's code (its dates, final-form and MUI's inputs, some 20 KB) is not what the
 * person came for: it is asked for once the balance card is on screen, so that on a slow line
 * the card waits for none of it.
 */
const StatementSection = lazy(() =>
  import('./statement-section').then(
    (module) => ({ default: module.StatementSection }),
    () => ({ default: StatementNotLoaded }),
  ),
);

/** Whether the browser has painted the frame the caller first rendered in (a task after that frame's animation callbacks). */
function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

function ProgramsUnavailable({ retry }: { retry: () => void }) {
  const online = useOnline();
  const t = useT();
  return (
    <ActionAlert
      severity={online ? 'error' : 'info'}
      action={
        <Button color="inherit" onClick={retry}>
          {t(accountMessages.tryAgain)}
        </Button>
      }
    >
      {t(online ? accountMessages.programsFailed : accountMessages.offlineBalance)}
    </ActionAlert>
  );
}

interface ProgramsProps {
  clientId: number;
  programs: readonly ClientProgram[];
  known: AccountSnapshot | null;
}

function Programs({ clientId, programs, known }: ProgramsProps) {
  // What this tab kept of the screen (a reload): its program, and the dates typed for it, until
  // the person picks another program.
  const [kept, setKept] = useState(() => keptChoice(clientId));
  const [chosenId, setChosenId] = useState<number | null>(kept?.programId ?? null);
  const t = useT();
  // Spec section 2: the first program is selected until the person picks another.
  const selected = programs.find((program) => program.id === chosenId) ?? programs[0] ?? null;
  const choose = (programId: number) => {
    setChosenId(programId);
    setKept(null);
    keepChoice(clientId, { programId, dates: {} });
  };
  // The balance is what the person came for: the statement form's skeleton holds its place
  // until the card has been painted, and only then is the form's code asked for.
  const statementDrawn = usePainted();
  return (
    <>
      <ProgramPicker programs={programs} selectedId={selected?.id ?? null} onSelect={choose} />
      {selected ? <BalanceCard key={selected.id} clientId={clientId} program={selected} known={known?.balances[selected.id]} /> : <Alert severity="info">{t(accountMessages.noPrograms)}</Alert>}
      {/* Another program starts a statement afresh: no dates, no failure of the previous one. */}
      {statementDrawn ? (
        <Suspense fallback={<StatementSectionSkeleton />}>
          <StatementSection
            key={`statement-${selected?.id ?? 'none'}`}
            program={selected}
            keptDates={selected && kept?.programId === selected.id ? kept.dates : undefined}
            onDatesChange={(dates) => selected && keepChoice(clientId, { programId: selected.id, dates })}
          />
        </Suspense>
      ) : (
        <StatementSectionSkeleton />
      )}
    </>
  );
}

/**
 * The programs' part while the list is on its way, of its size: nothing moves when it comes.
 * The statement form comes with the programs (a date typed before would be lost when it starts
 * afresh for the program): a skeleton of its size holds its place.
 */
function ProgramsLoading() {
  return (
    <>
      {/* The program field's place, held by a field that takes nothing until there are programs to choose. */}
      <ProgramPicker programs={[]} selectedId={null} disabled />
      <BalanceCardSkeleton />
      <StatementSectionSkeleton />
    </>
  );
}

/**
 * /my-account (spec section 2, 'My account'): balances per program and the statement PDF.
 * The list kept on the device is drawn at once, while the server is asked (from the app icon
 * the person sees their programs without waiting for the connection), and stands in when
 * there is no answer. The build draws the first state: no name, the programs loading.
 */
export function MyAccountPage() {
  const t = useT();
  usePageTitle(t(accountMessages.pageTitle));
  const session = useSession();
  const clientId = session?.client_id ?? null;
  const programs = useClientPrograms(clientId);
  const known = useKnownAccount(clientId);
  const locale = useLocale();
  // The server's list, or the device's while there is none; named in the language on screen
  // where the device has the names in it (after a switch of language with no connection, the
  // list SWR keeps is still in the language before).
  const fetched = programs.data ?? known.snapshot?.programs;
  const list = useMemo(() => fetched && programsIn(fetched, known.snapshot, locale), [fetched, known.snapshot, locale]);

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 4, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
      <AccountHeader name={session?.name ?? ''} ssnLastDigits={session ? session.ssn : null} />
      <ReadyFieldset sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 3 }}>
        {clientId !== null && list ? (
          <Programs clientId={clientId} programs={list} known={known.snapshot} />
        ) : programs.error && known.loaded ? (
          <ProgramsUnavailable retry={() => void programs.mutate()} />
        ) : (
          <ProgramsLoading />
        )}
      </ReadyFieldset>
      <InstallCard />
    </Box>
  );
}
