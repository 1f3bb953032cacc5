// /home's two reads start here, while the app's JavaScript is still downloading (ADR 0060): the app adopts these
// answers (shared/api/early-reads.ts) instead of asking again once it has started. Only with a stored access token
// that is still valid; anything else (signed out, an expired token, the native shell) leaves it to the app.
(() => {
  if (window.Capacitor || (location.pathname !== '/home' && location.pathname !== '/')) return;
  var session = null;
  var language = 'en';
  var stored = null;
  try {
    session = JSON.parse(localStorage.getItem('tokri-auth-token') || 'null');
    stored = localStorage.getItem('preferred_language');
    if (stored === 'hi' || stored === 'te') language = stored;
  } catch {
    return;
  }
  if (!session || typeof session.accessToken !== 'string' || !(session.expiresAt - 10 > Date.now() / 1000))
    return;
  var headers = { authorization: 'Bearer ' + session.accessToken, 'x-language': language };
  var reads = {};
  ['/api/home', '/api/categories'].forEach((path) => {
    reads[path] = {
      language: language,
      token: session.accessToken,
      response: fetch(path, { headers: headers }).catch(() => null),
    };
  });
  window.__tokriEarlyReads = reads;
})();
