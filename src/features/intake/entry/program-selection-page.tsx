import { memo, useDeferredValue, useState, type FormEvent } from 'react';
import { preload } from 'react-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useLocation, useSearch } from 'wouter';
import { programsAddress, usePrograms } from '@/features/intake/api/programs';
import { paths } from '@/config/paths';
import { useHelpBranch } from '@/components/help-line/help-branch';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { useHydrated } from '@/components/use-hydrated';
import { MESSAGES } from '@/contract/messages';
import { IntakePage } from '../components/intake-page';
import { parseIntakeChoices } from '../intake-query';
import { entryMessages as m } from '../messages';
import { toggleNotSure, toggleProgram, type ProgramChoice } from './program-choice';
import { ProgramCard, ProgramCardSkeleton } from './program-card';
import { useLocale, useT } from '@/i18n/i18n';

/** The programs the service offers (GET /dropdown/programs): the loading state draws as many. */
const PROGRAM_COUNT = 3;

/**
 * /client/intake/new/program-selection: one or more programs, or 'I am not sure'. The build
 * draws its first state (no query, the list loading); once adopted, the screen starts afresh
 * with the address's choices. That fresh start is a deferred render, which React does in
 * slices between the browser's work; the render right after hydration stops at the memoised
 * screen, whose props have not changed yet.
 */
export function ProgramSelectionPage() {
  const live = useDeferredValue(useHydrated());
  const locale = useLocale();
  // Written into the built page's head (React's resource hints): the list, public and the same
  // for everyone, is asked for as the page arrives rather than once the app's code has run.
  // Once adopted, React finds the link there and adds nothing.
  if (!live) preload(programsAddress(locale), { as: 'fetch', crossOrigin: 'anonymous' });
  return <ProgramSelection key={live ? 'live' : 'first'} firstState={!live} />;
}

const ProgramSelection = memo(function ProgramSelection({ firstState }: { firstState: boolean }) {
  const search = useSearch();
  const choices = parseIntakeChoices(firstState ? '' : search);
  const [, navigate] = useLocation();
  const programs = usePrograms();
  const [choice, setChoice] = useState<ProgramChoice>({ programIds: choices.programIds, isAwareChecked: choices.isAwareChecked });
  // Said when drawn, so that it follows the language on screen.
  const [refused, setRefused] = useState(false);
  const t = useT();
  const stateId = choices.stateId;
  useHelpBranch(stateId);

  const update = (next: ProgramChoice) => {
    setChoice(next);
    setRefused(false);
    // The URL carries the choice, so reload and Back keep it.
    if (stateId !== null) navigate(paths.programSelection.href({ stateId, ...next }), { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice.programIds.length === 0 && !choice.isAwareChecked) {
      setRefused(true);
      return;
    }
    if (stateId === null) {
      navigate(paths.stateSelection.href());
      return;
    }
    navigate(paths.intakeNew.href({ stateId, ...choice }));
  };

  return (
    <IntakePage title={t(m.programTitle)} intro={t(m.programIntro)} wide>
      <form onSubmit={submit} noValidate>
        <ReadyFieldset>
          <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
            <legend style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t(m.programs)}</legend>
            {programs.error && !firstState ? (
              <Alert severity="error">{t(m.programsFailed)}</Alert>
            ) : !programs.data || firstState ? (
              <Stack spacing={2} role="progressbar" aria-label={t(m.programsLoading)}>
                {Array.from({ length: PROGRAM_COUNT }, (_, index) => (
                  <ProgramCardSkeleton key={index} />
                ))}
              </Stack>
            ) : (
              <Stack spacing={2}>
                {programs.data.map((program) => (
                  <ProgramCard
                    key={program.id}
                    program={program}
                    selected={choice.programIds.includes(program.id)}
                    onToggle={() => update(toggleProgram(choice, program.id))}
                  />
                ))}
              </Stack>
            )}
            <FormControlLabel
              sx={{ mt: 2, mx: 0 }}
              control={<Checkbox checked={choice.isAwareChecked} onChange={() => update(toggleNotSure(choice))} />}
              label={t(m.notSure)}
            />
          </fieldset>
          {refused ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {t(MESSAGES.selectProgram)}
            </Alert>
          ) : null}
          {/* Save and Proceed goes below Back when both do not fit on a line, rather than squeezing Back. */}
          <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 3, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button variant="outlined" size="large" onClick={() => navigate(paths.stateSelection.href(stateId ?? undefined))}>
              {t(m.back)}
            </Button>
            <Button type="submit" variant="contained" size="large">
              {t(m.saveAndProceed)}
            </Button>
          </Stack>
        </ReadyFieldset>
      </form>
    </IntakePage>
  );
});
