export type BackAction = 'back' | 'exit' | 'home';

/**
 * Android's back button follows the router (issue 17): back through the app's history, and on the home
 * screen it leaves the app. A screen opened straight from a link has no history: back leads home first.
 */
export function backButtonAction(pathname: string, canGoBack: boolean): BackAction {
  if (pathname === '/home' || pathname === '/') return 'exit';
  return canGoBack ? 'back' : 'home';
}
