export type BackAction = 'back' | 'exit' | 'home';

/**
 * Android's back button follows the router (issue 17): back through the app's history, and on the home
 * screen it leaves the app. A screen opened straight from a link has no history: back leads home first.
 */
export function backButtonAction(pathname: string, canGoBack: boolean): BackAction {
  // Each part's start is a home screen (ADR 0074): the shop, the admin console, the rider app.
  if (['/', '/home', '/admin', '/delivery'].includes(pathname)) return 'exit';
  return canGoBack ? 'back' : 'home';
}
