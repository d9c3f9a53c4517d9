import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useSearch } from 'wouter';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { paths } from '@/config/paths';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { radioGroupControl } from '@/components/form/radio-group-focus';
import { useHelpBranch } from '@/components/help-line/help-branch';
import { MESSAGES } from '@/contract/messages';
import { IntakePage } from '../components/intake-page';
import { parseIntakeChoices } from '../intake-query';
import { entryMessages as m } from '../messages';
import { useT } from '@/i18n/i18n';

/** /client/intake/new/state-selection: which state's office will serve the applicant. */
export function StateSelectionPage() {
  const choices = parseIntakeChoices(useSearch());
  const [, navigate] = useLocation();
  const branches = useOptions(lists.dropdown('branches'));
  const [stateId, setStateId] = useState<number | null>(choices.stateId);
  useHelpBranch(stateId);
  // Said when drawn, so that it follows the language on screen.
  const [refused, setRefused] = useState(false);
  const t = useT();
  const error = refused ? t(MESSAGES.selectState) : null;

  // The radios are drawn again only when the states change (radio-group-focus.ts says why).
  const choose = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setStateId(Number(event.target.value));
    setRefused(false);
  }, []);
  const radios = useMemo(
    () =>
      branches.data?.map((branch, index) => (
        <FormControlLabel
          key={branch.value}
          value={String(branch.value)}
          control={<Radio id={`state-choice-${index}`} />}
          label={branch.label}
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, mx: 0, mb: 1, py: 0.5, pr: 2 }}
        />
      )),
    [branches.data],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stateId === null) {
      // Drawn with the error before the focus comes (radio-group-focus.ts says why).
      flushSync(() => setRefused(true));
      document.getElementById('state-choice-0')?.focus();
      return;
    }
    // Keep the state in this page's own URL too, so Back returns to the same choice.
    navigate(paths.stateSelection.href(stateId), { replace: true });
    navigate(paths.programSelection.href({ ...choices, stateId }));
  };

  return (
    <IntakePage title={t(m.stateTitle)} intro={t(m.stateIntro)}>
      <form onSubmit={submit} noValidate>
        <ReadyFieldset>
          <FormControl error={Boolean(error)} {...radioGroupControl} fullWidth>
            <FormLabel id="state-label" sx={{ fontWeight: 600, mb: 1, color: 'text.primary' }}>
              {t(m.stateLabel)}
            </FormLabel>
            {branches.error ? (
              <Alert severity="error">{t(m.statesFailed)}</Alert>
            ) : !branches.data ? (
              <Skeleton variant="rounded" height={156} role="progressbar" aria-label={t(m.statesLoading)} />
            ) : (
              <RadioGroup
                aria-labelledby="state-label"
                aria-describedby={error ? 'state-error' : undefined}
                value={stateId === null ? '' : String(stateId)}
                onChange={choose}
              >
                {radios}
              </RadioGroup>
            )}
            {error ? (
              <FormHelperText id="state-error" role="alert" sx={{ mx: 0, fontSize: '0.9375rem' }}>
                {error}
              </FormHelperText>
            ) : null}
          </FormControl>
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 3 }}>
            {t(m.continue)}
          </Button>
        </ReadyFieldset>
      </form>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {t(m.alreadyFilled)}{' '}
        <Link component={RouterLink} href={paths.resumeVerification.href()} sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
          {t(m.resume)}
        </Link>
      </Typography>
    </IntakePage>
  );
}
