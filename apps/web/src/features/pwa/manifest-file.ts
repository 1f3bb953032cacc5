/** Each language's web app manifest (built by web-app-manifest.ts): English is the one index.html links to. */
export function manifestFileName(language: 'en' | 'hi' | 'te'): string {
  return language === 'en' ? 'manifest.webmanifest' : `manifest-${language}.webmanifest`;
}
