import { inflateSync } from 'node:zlib';

/**
 * Just enough of a PDF reader to check a statement: the header, the number of pages, and the
 * text drawn by pdfkit (hex strings inside TJ arrays of Flate-compressed content streams).
 */
export interface PdfSummary {
  header: string;
  pages: number;
  text: string;
}

function streams(pdf: Buffer): Buffer[] {
  const found: Buffer[] = [];
  const source = pdf.toString('latin1');
  const pattern = /stream\r?\n/g;
  for (let match = pattern.exec(source); match; match = pattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      found.push(inflateSync(raw));
    } catch {
      found.push(raw);
    }
  }
  return found;
}

function textOf(content: string): string {
  const lines: string[] = [];
  for (const array of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
    const pieces = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1'));
    lines.push(pieces.join(''));
  }
  return lines.join('\n');
}

export function readPdf(pdf: Buffer): PdfSummary {
  const source = pdf.toString('latin1');
  return {
    header: source.slice(0, 8),
    pages: (source.match(/\/Type \/Page\b(?!s)/g) ?? []).length,
    text: streams(pdf)
      .map((stream) => textOf(stream.toString('latin1')))
      .join('\n'),
  };
}
