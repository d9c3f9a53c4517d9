import { png, solidPng } from '../../../server/db/seed-data/demo-files';

/** A real, minimal PNG: a square of one colour. */
export function pngBytes(size = 8, colour: [number, number, number] = [30, 120, 200]): Buffer {
  return solidPng(size, colour);
}

/** A real PNG that does not compress (noise), for an upload that takes a while. */
export function noisyPngBytes(size = 300): Buffer {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % 256;
  return png(size, () => [next(), next(), next()]);
}

/** A real, minimal one-page PDF with a line of text, its cross-reference table computed. */
export function pdfBytes(text = 'Electric bill, March: $84.20'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export const photo = (name = 'me.png') => ({ name, mimeType: 'image/png', buffer: pngBytes(64) });
export const billPdf = (name = 'electric-bill.pdf') => ({ name, mimeType: 'application/pdf', buffer: pdfBytes() });
