/**
 * Hands a downloaded file to the browser through an object URL. The URL is released a little
 * later: some browsers read it after the click has returned.
 */
export function saveFile(blob: Blob, filename: string): void {
  const name = /\.[a-z0-9]{2,4}$/i.test(filename) || blob.type !== 'application/pdf' ? filename : `${filename}.pdf`;
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
