import { afterEach, describe, expect, it } from 'vitest';
import { clearIdleRecords, readLastActivity, readLastRenew, recordActivity, recordRenew, resetActivity, watchActivity } from '@/session/idle/idle-activity';

const at = Date.UTC(2026, 10, 23, 9, 0, 0);

afterEach(() => clearIdleRecords());

describe('idle activity records', () => {
  it('keeps one activity time for every tab, written at most once a second', () => {
    expect(readLastActivity()).toBeNull();
    recordActivity(at);
    recordActivity(at + 500);
    expect(readLastActivity()).toBe(at);
    recordActivity(at + 1000);
    expect(readLastActivity()).toBe(at + 1000);
    // Another tab's write is what this tab reads.
    localStorage.setItem('idleActivityAt', String(at + 5000));
    expect(readLastActivity()).toBe(at + 5000);
  });

  it('resets at once for "Stay signed in", and forgets everything with the session', () => {
    recordActivity(at);
    resetActivity(at + 10);
    expect(readLastActivity()).toBe(at + 10);
    recordRenew(at + 10);
    expect(readLastRenew()).toBe(at + 10);
    clearIdleRecords();
    expect(readLastActivity()).toBeNull();
    expect(readLastRenew()).toBe(0);
  });

  it('hears pointer, key, touch and scroll, until told to stop', () => {
    let heard = 0;
    const stop = watchActivity(() => (heard += 1));
    for (const type of ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel']) document.body.dispatchEvent(new Event(type, { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    expect(heard).toBe(6);
    stop();
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(heard).toBe(6);
  });
});
