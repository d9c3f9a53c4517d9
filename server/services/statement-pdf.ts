import PDFDocument from 'pdfkit';
import { PROVIDER_NAME } from '../../src/contract/brand';
import { dollars, longDate, shortDate } from '../../src/contract/formats';
import type { Translator } from '../../src/contract/translate';
import { transactionText } from '../db/seed-data/transaction-words';
import type { StatementLine } from './accounts';

export interface Statement {
  clientName: string;
  ssnLast4: string;
  programName: string;
  from: string;
  to: string;
  openingCents: number;
  lines: StatementLine[];
  generatedOn: string;
}

const STATEMENT_WORDS = {
  documentTitle: /*i18n*/ { id: 'statement.document_title', message: 'Account statement' },
  heading: /*i18n*/ { id: 'statement.heading', message: 'Account Statement' },
  client: /*i18n*/ { id: 'statement.client', message: 'Client: {name}' },
  ssn: /*i18n*/ { id: 'statement.ssn', message: 'SSN: XXX-XX-{last4}' },
  program: /*i18n*/ { id: 'statement.program', message: 'Program: {program}' },
  period: /*i18n*/ { id: 'statement.period', message: 'Period: {from} to {to}' },
  generatedOn: /*i18n*/ { id: 'statement.generated_on', message: 'Generated on: {date}' },
  summary: /*i18n*/ { id: 'statement.summary', message: 'Summary' },
  opening: /*i18n*/ { id: 'statement.opening_balance', message: 'Opening balance: {amount}' },
  moneyIn: /*i18n*/ { id: 'statement.money_in', message: 'Money in: {amount}' },
  moneyOut: /*i18n*/ { id: 'statement.money_out', message: 'Money out: {amount}' },
  closing: /*i18n*/ { id: 'statement.closing_balance', message: 'Closing balance: {amount}' },
  date: /*i18n*/ { id: 'statement.column.date', message: 'Date' },
  description: /*i18n*/ { id: 'statement.column.description', message: 'Description' },
  amount: /*i18n*/ { id: 'statement.column.amount', message: 'Amount' },
  balance: /*i18n*/ { id: 'statement.column.balance', message: 'Balance' },
  page: /*i18n*/ { id: 'statement.page', message: 'Page {page} of {pages}' },
} as const;

/** WinAnsi's letters and marks beyond Latin-1 (euro, curly quotes, dashes, ellipsis, bullet, …). */
const WIN_ANSI_EXTRAS = new Set('\u20ac\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u017d\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u017e\u0178');
const drawable = (char: string) => /^[\x20-\x7e\xa0-\xff]$/.test(char) || WIN_ANSI_EXTRAS.has(char);

/**
 * The PDF's built-in fonts (Helvetica, WinAnsi) draw Latin-1, which holds Spanish's letters
 * (á é í ó ú ü ñ ¿ ¡) and a few typographic marks; any other letter loses its accent, and
 * what is left becomes '?'.
 */
export function pdfText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => {
      if (drawable(char)) return char;
      const folded = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      return [...folded].every(drawable) ? folded : '?';
    })
    .join('');
}

const COLUMNS = [
  { title: STATEMENT_WORDS.date, x: 50, width: 70, align: 'left' },
  { title: STATEMENT_WORDS.description, x: 125, width: 235, align: 'left' },
  { title: STATEMENT_WORDS.amount, x: 365, width: 90, align: 'right' },
  { title: STATEMENT_WORDS.balance, x: 460, width: 100, align: 'right' },
] as const;

function tableHeader(doc: PDFKit.PDFDocument, t: Translator): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  for (const column of COLUMNS) doc.text(pdfText(t(column.title)), column.x, y, { width: column.width, align: column.align });
  doc.moveTo(50, doc.y + 2).lineTo(560, doc.y + 2).stroke();
  doc.moveDown(0.5).font('Helvetica');
}

function row(doc: PDFKit.PDFDocument, cells: string[], t: Translator): void {
  if (doc.y > doc.page.height - 80) {
    doc.addPage();
    tableHeader(doc, t);
  }
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, index) => {
    const column = COLUMNS[index]!;
    doc.text(pdfText(cell), column.x, y, { width: column.width, align: column.align });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 3;
}

/**
 * The account statement, in the translator's language: provider, client (SSN last 4 only),
 * program, range, balances and every transaction (a coded one in the translator's language,
 * one a staff member wrote as written).
 */
export function statementPdf(statement: Statement, t: Translator): Promise<Buffer> {
  const say = (message: Parameters<Translator>[0], values?: Record<string, unknown>) => pdfText(t(message, values));
  const money = (cents: number) => dollars(cents / 100, t.locale);
  const day = (iso: string) => longDate(iso, t.locale);
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true, lang: t.locale, info: { Title: t(STATEMENT_WORDS.documentTitle), Author: PROVIDER_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const moneyIn = statement.lines.filter((l) => l.amountCents > 0).reduce((sum, l) => sum + l.amountCents, 0);
  const moneyOut = statement.lines.filter((l) => l.amountCents < 0).reduce((sum, l) => sum + l.amountCents, 0);
  const closing = statement.openingCents + moneyIn + moneyOut;

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(PROVIDER_NAME));
  doc.font('Helvetica').fontSize(13).text(say(STATEMENT_WORDS.heading)).moveDown();
  doc.fontSize(10);
  doc.text(say(STATEMENT_WORDS.client, { name: statement.clientName }));
  doc.text(say(STATEMENT_WORDS.ssn, { last4: statement.ssnLast4 }));
  doc.text(say(STATEMENT_WORDS.program, { program: statement.programName }));
  doc.text(say(STATEMENT_WORDS.period, { from: day(statement.from), to: day(statement.to) }));
  doc.text(say(STATEMENT_WORDS.generatedOn, { date: day(statement.generatedOn) })).moveDown();

  doc.font('Helvetica-Bold').text(say(STATEMENT_WORDS.summary)).font('Helvetica');
  doc.text(say(STATEMENT_WORDS.opening, { amount: money(statement.openingCents) }));
  doc.text(say(STATEMENT_WORDS.moneyIn, { amount: money(moneyIn) }));
  doc.text(say(STATEMENT_WORDS.moneyOut, { amount: money(moneyOut) }));
  doc.text(say(STATEMENT_WORDS.closing, { amount: money(closing) })).moveDown();

  tableHeader(doc, t);
  let balance = statement.openingCents;
  for (const line of statement.lines) {
    balance += line.amountCents;
    row(doc, [shortDate(line.postedOn, t.locale), transactionText(line, t), money(line.amountCents), money(balance)], t);
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Below the bottom margin pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(say(STATEMENT_WORDS.page, { page: index + 1, pages: range.count }), 50, doc.page.height - 40, { width: 510, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
