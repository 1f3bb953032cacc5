/**
 * Where the server is. Empty on the web build: the app and its API share one origin and paths stay relative. The
 * native shell's build (`npm run mobile:sync`, ADR 0055) sets VITE_API_ORIGIN, since its pages come from the
 * web view's own origin (capacitor://localhost, https://localhost), where there is no API.
 * A constant, so the web build folds every helper below to "return it as it is" (the /home JS budget).
 */
export const API_ORIGIN: string = import.meta.env.VITE_API_ORIGIN ?? '';

const unchanged = (url: string) => url;

/** A server path (`/api/...`, `/functions/...`) as the URL to call; full URLs are left as they are. */
export const apiUrl = API_ORIGIN
  ? (path: string): string => (path.startsWith('/') ? API_ORIGIN + path : path)
  : unchanged;

/**
 * A photo URL the server sent: `/media/...` lives on the server; anything else (`/images/...` and
 * `/favicon.svg` bundled with the app, an S3 bucket's full URL) is used as it is.
 */
export const mediaUrl = API_ORIGIN
  ? (url: string): string => (url.startsWith('/media/') ? API_ORIGIN + url : url)
  : unchanged;

/** A `srcset` of server photos (`/media/a.webp 320w, /media/b.webp 640w`), each URL through `mediaUrl`. */
export const mediaSrcSet = API_ORIGIN
  ? (srcSet: string): string =>
      srcSet
        .split(',')
        .map((candidate) => mediaUrl(candidate.trim()))
        .join(', ')
  : unchanged;
