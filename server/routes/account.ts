import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIsoDate, localToday } from '../../src/contract/calendar';
import { toId, type FieldErrors } from '../../src/contract/field-rules';
import { FIELD_MESSAGES, MESSAGES } from '../../src/contract/messages';
import type { AppContext } from '../context';
import { queryOf } from '../http/body';
import { forbidden, notFound, validationError } from '../http/errors';
import { fullName, type Person } from '../repos/people';
import { requireSession } from '../security/sessions';
import { balanceCents, programOf, programsOf, transactionsBetween } from '../services/accounts';
import { hasAccount } from '../services/process';
import { statementPdf } from '../services/statement-pdf';

/** The signed-in client (client tokens only) whose account is open. */
async function accountHolder(ctx: AppContext, request: FastifyRequest): Promise<Person> {
  const { person } = await requireSession(ctx, request, 'client');
  if (!hasAccount(person)) throw forbidden();
  return person;
}

async function chosenProgram(ctx: AppContext, person: Person, raw: unknown) {
  if (raw === undefined || raw === '') throw validationError({ program_id: FIELD_MESSAGES.required('program') });
  const id = toId(raw);
  if (id === null) throw validationError({ program_id: FIELD_MESSAGES.invalidOption('program') });
  const program = await programOf(ctx.db, person.id, id);
  if (!program) throw notFound('This program is not on your account.');
  return program;
}

/** transaction_date[0] and [1]: both real days, none in the future, the end not before the start. */
function dateRange(raw: unknown, today: string): { from: string; to: string } {
  const dates = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const labels = ['start date', 'end date'];
  const values = [0, 1].map((index) => {
    const value = dates[index];
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) errors[`transaction_date.${index}`] = FIELD_MESSAGES.required(labels[index]!);
    else if (!isIsoDate(text)) errors[`transaction_date.${index}`] = FIELD_MESSAGES.dateFormat(labels[index]!);
    else if (text > today) errors[`transaction_date.${index}`] = FIELD_MESSAGES.notFuture(labels[index]!);
    return text;
  });
  const [from, to] = values as [string, string];
  if (Object.keys(errors).length === 0 && to < from) errors['transaction_date.1'] = FIELD_MESSAGES.endBeforeStart('end date', 'start date');
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return { from, to };
}

/** Programs, balance and statement of the signed-in client. */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/website/client/programs', async (request) => {
    const person = await accountHolder(ctx, request);
    return { data: await programsOf(ctx.db, person.id) };
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
    if (lines.length === 0) return reply.code(422).send({ message: MESSAGES.noTransactions, errors: {} });
    const pdf = await statementPdf({
      clientName: fullName(person),
      ssnLast4: person.ssnLast4,
      programName: program.name,
      from,
      to,
      openingCents: await balanceCents(ctx.db, person.id, program.id, from),
      lines,
      generatedOn: today,
    });
    const filename = `account-statement-${program.short_name.toLowerCase()}-${from}-to-${to}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="${filename}"`)
      .header('x-filename', filename)
      .header('Access-Control-Expose-Headers', 'x-filename')
      .send(pdf);
  });
}
