import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIsoDate, localToday } from '../../src/contract/calendar';
import { toId } from '../../src/contract/field-rules';
import { FIELD_LABELS, FIELD_MESSAGES } from '../../src/contract/field-messages';
import { MESSAGES } from '../../src/contract/messages';
import { withValues } from '../../src/contract/translate';
import { rowName } from '../db/seed-data/lists';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { forbidden, notFound, validationError, type Said } from '../http/errors';
import { fullName, type Person } from '../repos/people';
import { requireSession } from '../security/sessions';
import { balanceCents, programOf, programsOf, transactionsBetween } from '../services/accounts';
import { hasAccount } from '../services/process';
import { statementPdf } from '../services/statement-pdf';

const NOT_ON_ACCOUNT = /*i18n*/ { id: 'account.program_not_on_account', message: 'This program is not on your account.' };

/** The signed-in client (client tokens only) whose account is open. */
async function accountHolder(ctx: AppContext, request: FastifyRequest): Promise<Person> {
  const { person } = await requireSession(ctx, request, 'client');
  if (!hasAccount(person)) throw forbidden();
  return person;
}

async function chosenProgram(ctx: AppContext, person: Person, raw: unknown) {
  if (raw === undefined || raw === '') throw validationError({ program_id: withValues(FIELD_MESSAGES.required, { label: FIELD_LABELS.program }) });
  const id = toId(raw);
  if (id === null) throw validationError({ program_id: withValues(FIELD_MESSAGES.invalidOption, { label: FIELD_LABELS.program }) });
  const program = await programOf(ctx.db, person.id, id);
  if (!program) throw notFound(NOT_ON_ACCOUNT);
  return program;
}

/** transaction_date[0] and [1]: both real days, none in the future, the end not before the start. */
function dateRange(raw: unknown, today: string): { from: string; to: string } {
  const dates = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const errors: Record<string, Said> = {};
  const labels = [FIELD_LABELS.startDate, FIELD_LABELS.endDate];
  const values = [0, 1].map((index) => {
    const value = dates[index];
    const text = typeof value === 'string' ? value.trim() : '';
    const label = labels[index]!;
    if (!text) errors[`transaction_date.${index}`] = withValues(FIELD_MESSAGES.required, { label });
    else if (!isIsoDate(text)) errors[`transaction_date.${index}`] = withValues(FIELD_MESSAGES.dateFormat, { label });
    else if (text > today) errors[`transaction_date.${index}`] = withValues(FIELD_MESSAGES.notFuture, { label });
    return text;
  });
  const [from, to] = values as [string, string];
  if (Object.keys(errors).length === 0 && to < from) {
    errors['transaction_date.1'] = withValues(FIELD_MESSAGES.endBeforeStart, { label: FIELD_LABELS.endDate, startLabel: FIELD_LABELS.startDate });
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { from, to };
}

/** Programs, balance and statement of the signed-in client. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/website/client/programs', async (request) => {
    const person = await accountHolder(ctx, request);
    return { data: (await programsOf(ctx.db, person.id)).map((program) => ({ ...program, name: rowName('programs', program, request.t) })) };
  });

  app.get('/website/client/account-balance', async (request) => {
    const person = await accountHolder(ctx, request);
    const program = await chosenProgram(ctx, person, queryOf(request).program_id);
    return { data: [{ value: (await balanceCents(ctx.db, person.id, program.id)) / 100 }] };
  });

  app.get('/website/client/account-statement', async (request, reply) => {
    const person = await accountHolder(ctx, request);
    const query = queryOf(request);
    const program = await chosenProgram(ctx, person, query.program_id);
    const today = localToday(ctx.now());
    const { from, to } = dateRange(query.transaction_date, today);
    const lines = await transactionsBetween(ctx.db, person.id, program.id, from, to);
    if (lines.length === 0) return reply.code(422).send({ message: request.t(MESSAGES.noTransactions), errors: {} });
    const pdf = await statementPdf({
      clientName: fullName(person),
      ssnLast4: person.ssnLast4,
      programName: rowName('programs', program, request.t),
      from,
      to,
      openingCents: await balanceCents(ctx.db, person.id, program.id, from),
      lines,
      generatedOn: today,
    }, request.t);
    const filename = `account-statement-${program.short_name.toLowerCase()}-${from}-to-${to}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('x-filename', filename)
      .header('Access-Control-Expose-Headers', 'x-filename')
      .send(pdf);
  });
}
