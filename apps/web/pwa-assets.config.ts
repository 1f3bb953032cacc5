import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

/**
 * The PNG icons the manifest and iOS need, drawn from favicon.svg (`npm run icons -w apps/web`; the PNGs are
 * committed, so a build never needs the image library). The maskable icon's safe zone is padded on the basket's
 * own green, so a round or squircle mask never shows a white ring.
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#15803d' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#15803d' } },
  },
  images: ['public/favicon.svg'],
});
