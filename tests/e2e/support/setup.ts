import { afterAll } from 'vitest';
import { closeSharedChromium, shareOneChromium } from './browser';

// Each test opens a fresh context in its file's one Chromium instead of starting a browser.
shareOneChromium();
afterAll(closeSharedChromium);
