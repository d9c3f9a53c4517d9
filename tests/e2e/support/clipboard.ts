import type { Page } from 'playwright-core';

/**
 * Pastes text where the focus is, as the browser delivers a paste: a `paste` event carrying the
 * text (MUI X's date field reads it there and takes the paste over), then, unless a handler
 * cancelled it, the text put in at the selection with an `input` event, as the browser's own
 * paste does. Neither the system clipboard nor Ctrl+V is used: a copy to the clipboard and the
 * key press that reads it back depend on the page's focus and on no other browser writing to
 * the clipboard between them, and on a busy machine the field was sometimes left as it was.
 */
export async function paste(page: Page, text: string): Promise<void> {
  const taken = await page.evaluate((clip) => {
    const target = document.activeElement;
    if (!target || target === document.body) throw new Error('paste: nothing on the page has the focus');
    const data = new DataTransfer();
    data.setData('text/plain', clip);
    return !target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
  }, text);
  if (!taken) await page.keyboard.insertText(text);
}
