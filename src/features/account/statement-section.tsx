import { useEffect, useRef, useState, type FormEvent } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Form, FormSpy, useField, useForm } from 'react-final-form';
import { downloadAccountStatement } from '@/features/account/api/account-statement';
import type { ClientProgram } from '@/features/account/api/client-programs';
import { DateField } from '@/components/form/date-field';
import { SubmitButton } from '@/components/form/submit-button';
import { useChecksInLanguage } from '@/components/form/use-checks-in-language';
import { longDate } from '@/contract/formats';
import { useOnline } from '@/offline/online-status';
import { completeRange, endDateEnabled, takenBackDates, validateStatementDates, type StatementDates } from './statement-dates';
import { statementFailure } from './statement-failure';
import { useT } from '@/i18n/i18n';
import { accountMessages } from './messages';

/** Spec section 2: changing the start date clears the end date. */
function ClearEndWhenStartChanges() {
  const form = useForm<StatementDates>();
  const { input } = useField<string | undefined>('start', { subscription: { value: true } });
  const previous = useRef(input.value);
  useEffect(() => {
    if (previous.current === input.value) return;
    previous.current = input.value;
    form.change('end', undefined);
    form.resetFieldState('end');
  }, [input.value, form]);
  return null;
}


interface StatementSectionProps {
  program: ClientProgram | null;
  /** The dates this tab kept for the program (kept-choice.ts), given back as the form starts. */
  keptDates?: StatementDates;
  /** Told every change of the dates, to keep them. */
  onDatesChange?: (dates: StatementDates) => void;
}

/** The Account Statement: a date range, then the PDF for the selected program. */
export function StatementSection({ program, keptDates, onDatesChange }: StatementSectionProps) {
  // The failure itself, not its words: they are said as drawn, so a switch of language says them again.
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  const online = useOnline();
  const t = useT();
  const failure = failed ? statementFailure(failed.error) : null;
  const checks = useChecksInLanguage(validateStatementDates);

  const download = async (values: StatementDates) => {
    const range = completeRange(values);
    if (!range || !program) return;
    setFailed(null);
    try {
      await downloadAccountStatement({ programId: program.id, ...range });
    } catch (error) {
      setFailed({ error });
    }
  };

  return (
    <Paper component="section" aria-labelledby="statement-heading" variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography id="statement-heading" component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2.5 }}>
        {t(accountMessages.statement)}
      </Typography>
      <Form<StatementDates> onSubmit={download} validate={checks} initialValues={keptDates && takenBackDates(keptDates)} subscription={{ submitting: true, values: true }}>
        {({ handleSubmit, submitting, values }) => {
          const range = program ? completeRange(values) : null;
          const startReady = endDateEnabled(values);
          return (
            <Box
              component="form"
              noValidate
              aria-label={t(accountMessages.statementForm)}
              onSubmit={(event: FormEvent<HTMLFormElement>) => {
                event.preventDefault();
                void handleSubmit();
              }}
              sx={(theme) => ({ display: 'grid', gap: 2.5, [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr 1fr' } })}
            >
              <ClearEndWhenStartChanges />
              {onDatesChange ? <FormSpy<StatementDates> subscription={{ values: true }} onChange={({ values }) => onDatesChange(values)} /> : null}
              <DateField name="start" label={t(accountMessages.startDate)} required disableFuture />
              <DateField
                name="end"
                label={t(accountMessages.endDate)}
                required
                disableFuture
                disabled={!startReady}
                minDate={startReady ? values.start : undefined}
                hint={t(startReady ? accountMessages.endDateHint : accountMessages.startFirst)}
              />
              <Box sx={{ gridColumn: '1 / -1' }} aria-live="polite">
                {range && program ? (
                  <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }}>
                    <Typography sx={{ fontWeight: 600, fontSize: '1.0625rem' }}>{t(accountMessages.downloadFor, { program: program.name })}</Typography>
                    <Typography>{t(accountMessages.range, { from: longDate(range.from, t.locale), to: longDate(range.to, t.locale) })}</Typography>
                    <SubmitButton busy={submitting} icon={<DownloadIcon aria-hidden="true" />}>
                      {t(accountMessages.download)}
                    </SubmitButton>
                  </Box>
                ) : (
                  <Typography sx={{ color: 'text.secondary' }}>{t(accountMessages.statementHint)}</Typography>
                )}
              </Box>
              {failure ? <Typography sx={{ gridColumn: '1 / -1', color: 'error.main', fontWeight: 600 }}>{failure}</Typography> : null}
              {online ? null : (
                <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
                  {t(accountMessages.statementOffline)}
                </Alert>
              )}
            </Box>
          );
        }}
      </Form>
    </Paper>
  );
}
