import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from './toast';

type Shown = { kind: string; message: string; options: { id?: string | number; duration?: number } };
const shown = vi.hoisted(() => [] as Shown[]);
vi.mock('sonner', () => {
  const kind = (name: string) => (message: string, options: Shown['options']) => shown.push({ kind: name, message, options });
  return { toast: { success: kind('success'), error: kind('error'), info: kind('info'), warning: kind('warning') } };
});

// The test workers share their module cache (vitest.config.ts isolate: false): load the helper
// afresh so it takes the mocked sonner, whatever another file loaded before.
let notify: typeof Toast.notify;
beforeAll(async () => {
  vi.resetModules();
  ({ notify } = await import('./toast'));
});

describe('notify', () => {
  beforeEach(() => {
    shown.length = 0;
  });

  it('gives the same message the same id, so sonner renews it instead of stacking a second', async () => {
    notify.success('Address added');
    notify.success('Address added');
    notify.success('Address deleted');
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    const ids = shown.map((toast) => toast.options.id);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('keeps an error apart from a success with the same words', async () => {
    notify.success('Saved');
    notify.error('Saved');
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[0]?.options.id).not.toBe(shown[1]?.options.id);
  });

  it('lets a caller group notices under one id and set how long one stays', async () => {
    notify.info('Uploading 1 of 3', { id: 'upload' });
    notify.warning('Brass lamp is out of stock', { duration: 6000 });
    await vi.waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[0]?.options.id).toBe('upload');
    expect(shown[1]).toMatchObject({ kind: 'warning', message: 'Brass lamp is out of stock', options: { duration: 6000 } });
  });

  it('asks the root to mount the Toaster with the first notice, and tells a host that listens', async () => {
    vi.resetModules();
    const { notify, toastDemand } = await import('./toast');
    let heard = 0;
    const stop = toastDemand.subscribe(() => heard++);
    expect(toastDemand.wanted()).toBe(false);
    notify.info('Welcome back');
    notify.info('Welcome back again');
    stop();
    expect(toastDemand.wanted()).toBe(true);
    expect(heard).toBe(1);
  });
});
