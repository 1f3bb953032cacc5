/** What other features may use from the theme. main.tsx applies it before the first paint. */
export { ThemeSelect } from './theme-select.js';
