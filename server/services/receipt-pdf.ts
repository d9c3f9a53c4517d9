import PDFDocument from 'pdfkit';
import type { AnswerSection } from '../../src/contract/answer-words';
import { NOT_PROVIDED } from '../../src/contract/answer-words';
import { PROVIDER_NAME } from '../../src/contract/brand';
import { pdfText } from './statement-pdf';

export interface Receipt {
  reference: string;
  /** When the server accepted the application. */
  receivedAt: Date;
  /** Every step in plain words, as the person checked them (SSN masked). */
  sections: AnswerSection[];
}

/** The three states' offices are all on Eastern time: the time a person would read on their clock. */
const RECEIVED = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' });

export function receivedWords(at: Date): string {
  return `${RECEIVED.format(at)} Eastern Time`;
}

/**
 * The application receipt (issue 19): the reference, when it was received, and every answer
 * as the summary showed it, so the person keeps a copy of what they sent.
 */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true, info: { Title: 'Application receipt', Author: PROVIDER_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(PROVIDER_NAME));
  doc.font('Helvetica').fontSize(13).text('Application receipt').moveDown(0.5);
  doc.fontSize(11);
  doc.font('Helvetica-Bold').text(`Your reference: ${pdfText(receipt.reference)}`).font('Helvetica');
  doc.text(`Received: ${receivedWords(receipt.receivedAt)}`);
  doc.text('Keep this copy. Give the reference when you call or write to us about your application.').moveDown();

  for (const section of receipt.sections) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(pdfText(section.title));
    doc.moveTo(50, doc.y + 1).lineTo(560, doc.y + 1).stroke().moveDown(0.3);
    doc.font('Helvetica').fontSize(10);
    if (section.lines.length === 0) doc.text(NOT_PROVIDED);
    for (const line of section.lines) {
      const y = doc.y;
      doc.font('Helvetica-Bold').text(pdfText(line.label), 50, y, { width: 190 });
      const labelBottom = doc.y;
      doc.font('Helvetica').text(pdfText(line.text), 250, y, { width: 310 });
      doc.y = Math.max(labelBottom, doc.y) + 2;
      doc.x = 50;
    }
    doc.moveDown();
  }

  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    doc.page.margins.bottom = 0;
    doc.fontSize(8).text(`${pdfText(receipt.reference)} - page ${index + 1} of ${range.count}`, 50, doc.page.height - 40, { width: 510, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
