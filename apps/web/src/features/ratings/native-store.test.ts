import { describe, expect, it } from 'vitest';
import { configuredStoreLinks, storeLinksFor } from './native-store.js';

describe('rate app in the native shell', () => {
  const links = configuredStoreLinks({
    VITE_PLAY_STORE_URL: 'https://play.google.com/store/apps/details?id=in.tokri.app',
    VITE_APP_STORE_URL: 'javascript:alert(1)',
  });

  it('when the store links are set, then only https ones are kept', () => {
    expect(links).toEqual({
      playStore: 'https://play.google.com/store/apps/details?id=in.tokri.app',
      appStore: null,
    });
  });

  it('when in the native shell with a store link, then the store links are shown; otherwise the in-app rating', () => {
    expect(storeLinksFor(true, links)).toEqual(links);
    expect(storeLinksFor(false, links)).toBeNull();
    expect(storeLinksFor(true, configuredStoreLinks({}))).toBeNull();
  });
});
