import PDFDocument from 'pdfkit';
import type { AnswerSection } from '../../src/contract/answer-words';
import { NOT_PROVIDED } from '../../src/contract/answer-words';
import { PROVIDER_NAME } from '../../src/contract/brand';
import { INTL_LOCALE, type Locale } from '../../src/contract/locales';
import type { Translator } from '../../src/contract/translate';
import { pdfText } from './statement-pdf';

export interface Receipt {
  reference: string;
  /** When the server accepted the application. */
  receivedAt: Date;
  /** Every step in plain words, as the person checked them (SSN masked), in the receipt's language. */
  sections: AnswerSection[];
}

const RECEIPT_WORDS = {
  title: /*i18n*/ { id: 'receipt.title', message: 'Application receipt' },
  reference: /*i18n*/ { id: 'receipt.reference', message: 'Your reference: {reference}' },
  received: /*i18n*/ { id: 'receipt.received', message: 'Received: {when}' },
  easternTime: /*i18n*/ { id: 'receipt.eastern_time', message: '{time} Eastern Time' },
  keep: /*i18n*/ { id: 'receipt.keep', message: 'Keep this copy. Give the reference when you call or write to us about your application.' },
  page: /*i18n*/ { id: 'receipt.page', message: '{reference} - page {page} of {pages}' },
} as const;

/** The three states' offices are all on Eastern time: the time a person would read on their clock. */
function receivedTime(at: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/New_York' }).format(at);
}

export function receivedWords(at: Date, t: Translator): string {
  return t(RECEIPT_WORDS.easternTime, { time: receivedTime(at, t.locale) });
}

/**
 * The application receipt, in the translator's language: the reference, when it
 * was received, and every answer as the summary showed it, so the person keeps a copy of what
 * they sent.
 */
export function receiptPdf(receipt: Receipt, t: Translator): Promise<Buffer> {
  const say = (message: Parameters<Translator>[0], values?: Record<string, unknown>) => pdfText(t(message, values));
  const doc = new PDFDocument({ size: 'LETTER', margin: 50, bufferPages: true, lang: t.locale, info: { Title: t(RECEIPT_WORDS.title), Author: PROVIDER_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(PROVIDER_NAME));
  doc.font('Helvetica').fontSize(13).text(say(RECEIPT_WORDS.title)).moveDown(0.5);
  doc.fontSize(11);
  doc.font('Helvetica-Bold').text(say(RECEIPT_WORDS.reference, { reference: receipt.reference })).font('Helvetica');
  doc.text(say(RECEIPT_WORDS.received, { when: receivedWords(receipt.receivedAt, t) }));
  doc.text(say(RECEIPT_WORDS.keep)).moveDown();

  for (const section of receipt.sections) {
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).text(pdfText(section.title));
    doc.moveTo(50, doc.y + 1).lineTo(560, doc.y + 1).stroke().moveDown(0.3);
    doc.font('Helvetica').fontSize(10);
    if (section.lines.length === 0) doc.text(say(NOT_PROVIDED));
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
    doc.fontSize(8).text(say(RECEIPT_WORDS.page, { reference: receipt.reference, page: index + 1, pages: range.count }), 50, doc.page.height - 40, { width: 510, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
