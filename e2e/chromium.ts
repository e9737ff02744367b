/**
 * The Chromium the journeys drive: CHROMIUM_PATH when set, else Debian's headless shell, else
 * Debian's whole browser. The headless shell is the same Blink without the desktop browser around
 * it — what Playwright itself runs for headless Chromium. On a two-core machine the catalogue,
 * shell and cart journeys took 232 s with it against 325 s with the whole browser, all passing
 * (decision 29). The binary itself, not /usr/bin's wrapper, which runs it without exec: Playwright
 * must be able to end the browser it started.
 */
import { existsSync } from 'node:fs';

const INSTALLED = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];

export const CHROMIUM: string | undefined = process.env.CHROMIUM_PATH || INSTALLED.find((path) => existsSync(path));
