import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-or-copy.js';

const content = { title: 'Tokri', text: 'Try Tokri:', url: 'https://tokri.example/' };

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubNavigator(parts: Partial<Navigator>) {
  vi.stubGlobal('navigator', { ...parts } as Navigator);
}

describe('shareOrCopy', () => {
  it('when the browser has a share sheet, then it is used and nothing is copied', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareOrCopy(content)).toBe('shared');
    expect(share).toHaveBeenCalledWith(content);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when there is no share sheet, then the text and link are copied', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareOrCopy(content)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('Try Tokri: https://tokri.example/');
  });

  it('when the user closes the share sheet, then nothing else happens', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    const writeText = vi.fn();
    stubNavigator({ share, clipboard: { writeText } as unknown as Clipboard });
    expect(await shareOrCopy(content)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when neither sharing nor the clipboard works, then it says it failed', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    stubNavigator({ clipboard: { writeText } as unknown as Clipboard });
    expect(await shareOrCopy(content)).toBe('failed');
  });
});
