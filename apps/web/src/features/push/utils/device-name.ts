/** A short, human name for a registered browser from its user agent ("Chrome", "Android"). */
export function describeUserAgent(userAgent: string | null): { browser: string; os: string } | null {
  if (!userAgent) return null;
  const browser = /SamsungBrowser/.test(userAgent)
    ? 'Samsung Internet'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /(Chrome|Chromium|CriOS)\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const os = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  if (!browser || !os) return null;
  return { browser, os };
}
