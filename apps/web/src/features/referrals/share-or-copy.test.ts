import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareOrCopy } from './share-or-copy.js';

const data = { title: 'Tokri', text: 'Join me on Tokri:', url: 'https://tokri.example/auth?ref=ABCD2345' };

function stubNavigator(parts: { share?: unknown; writeText?: (text: string) => Promise<void> }) {
  vi.stubGlobal('navigator', {
    share: parts.share,
    clipboard: { writeText: parts.writeText ?? (() => Promise.reject(new Error('denied'))) },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('share the invite: the share sheet where there is one, else the clipboard', () => {
  it('when the device has a share sheet, then it is used and nothing is copied', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    const writeText = vi.fn();
    stubNavigator({ share, writeText });
    expect(await shareOrCopy(data)).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when the person closes the share sheet, then nothing is copied either', async () => {
    const writeText = vi.fn();
    stubNavigator({ share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')), writeText });
    expect(await shareOrCopy(data)).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('when there is no share sheet, then the text and link are copied; a refused clipboard says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    stubNavigator({ writeText });
    expect(await shareOrCopy(data)).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(`${data.text} ${data.url}`);
    stubNavigator({});
    expect(await shareOrCopy(data)).toBe('failed');
  });
});
