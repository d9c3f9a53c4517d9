import PDFDocument from 'pdfkit';
import { PROVIDER_NAME } from '../../src/contract/brand';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatMoney = (cents: number) => money.format(cents / 100);
/** 'YYYY-MM-DD' -> 'January 5, 2024' (the spec's date range wording). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${MONTHS[month! - 1]} ${day}, ${year}`;
}
const shortDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** The PDF's built-in fonts cover Latin-1 only: accents are folded, anything else becomes '?'. */
export function pdfText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

const COLUMNS = [
  { title: 'Date', x: 50, width: 70, align: 'left' },
  { title: 'Description', x: 125, width: 235, align: 'left' },
  { title: 'Amount', x: 365, width: 90, align: 'right' },
  { title: 'Balance', x: 460, width: 100, align: 'right' },
] as const;

function tableHeader(doc: PDFKit.PDFDocument): void {
  const y = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  for (const column of COLUMNS) doc.text(column.title, column.x, y, { width: column.width, align: column.align });
  doc.moveTo(50, doc.y + 2).lineTo(560, doc.y + 2).stroke();
  doc.moveDown(0.5).font('Helvetica');
}

function row(doc: PDFKit.PDFDocument, cells: string[]): void {
  if (doc.y > doc.page.height - 80) {
    doc.addPage();
    tableHeader(doc);
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

/** The account statement: provider, client (SSN last 4 only), program, range, balances and every transaction. */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true, info: { Title: 'Account statement', Author: PROVIDER_NAME } });
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
  doc.font('Helvetica').fontSize(13).text('Account Statement').moveDown();
  doc.fontSize(10);
  doc.text(`Client: ${pdfText(statement.clientName)}`);
  doc.text(`SSN: XXX-XX-${statement.ssnLast4}`);
  doc.text(`Program: ${pdfText(statement.programName)}`);
  doc.text(`Period: ${longDate(statement.from)} to ${longDate(statement.to)}`);
  doc.text(`Generated on: ${longDate(statement.generatedOn)}`).moveDown();

  doc.font('Helvetica-Bold').text('Summary').font('Helvetica');
  doc.text(`Opening balance: ${formatMoney(statement.openingCents)}`);
  doc.text(`Money in: ${formatMoney(moneyIn)}`);
  doc.text(`Money out: ${formatMoney(moneyOut)}`);
  doc.text(`Closing balance: ${formatMoney(closing)}`).moveDown();

  tableHeader(doc);
  let balance = statement.openingCents;
  for (const line of statement.lines) {
    balance += line.amountCents;
    row(doc, [shortDate(line.postedOn), line.description, formatMoney(line.amountCents), formatMoney(balance)]);
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    // Below the bottom margin pdfkit would start a new page for the footer.
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(`Page ${index + 1} of ${range.count}`, 50, doc.page.height - 40, { width: 510, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
