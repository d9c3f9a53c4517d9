// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isIosSafari } from '@/offline/install';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('the Add to Home Screen hint', () => {
  it('is for Safari on iOS only, and not once the app runs from the home screen', () => {
    expect(isIosSafari(IPHONE_SAFARI, false)).toBe(true);
    expect(isIosSafari(IPHONE_SAFARI, true)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, false)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, false)).toBe(false);
  });
});
