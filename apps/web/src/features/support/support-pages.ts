/** Every support screen in one lazy chunk (one entry in the shell's list of lazy files). */
export { BugReportPage } from './bug-report-page.js';
export { OrderHelpPage } from './order-help-page.js';
export { SupportPage } from './support-page.js';
export { TicketPage } from './ticket-page.js';
export { TicketsPage } from './tickets-page.js';
