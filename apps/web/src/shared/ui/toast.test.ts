import { describe, expect, it, vi } from 'vitest';

async function freshToast() {
  vi.resetModules();
  return import('./toast.js');
}

describe('toasts loaded with the first toast (ADR 0060)', () => {
  it('when nothing was toasted, then dismissing loads nothing and the Toaster is not wanted', async () => {
    const { toast, isToasterWanted } = await freshToast();
    toast.dismiss();
    expect(isToasterWanted()).toBe(false);
  });

  it('when a toast is made, then the Toaster is wanted and sonner shows the toasts in the order they were made', async () => {
    const { toast, isToasterWanted, subscribeToasterWanted } = await freshToast();
    const heard = vi.fn();
    subscribeToasterWanted(heard);
    toast.success('Added to cart', { id: 'first' });
    toast.error('No connection', { id: 'second' });
    expect(isToasterWanted()).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    // vi.resetModules gives ./sonner.js a fresh copy of sonner: read the one it loaded.
    const loaded = (await import('./sonner.js')).toast;
    await vi.waitFor(() =>
      expect(loaded.getToasts().map((shown) => [shown.id, 'title' in shown ? shown.title : null])).toEqual([
        ['first', 'Added to cart'],
        ['second', 'No connection'],
      ]),
    );
    toast.dismiss('first');
    await vi.waitFor(() => expect(loaded.getToasts().map((shown) => shown.id)).toEqual(['second']));
  });
});
