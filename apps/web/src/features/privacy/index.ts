/** What other features may use of the privacy pages (ADR 0051). */
export { PrivacyRightsLinks } from './privacy-rights-links.js';
