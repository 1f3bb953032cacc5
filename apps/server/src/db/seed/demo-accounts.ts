/** Demo accounts created with the demo catalogue; listed in the README. */

/** The demo riders' home store: the one nearest the demo customer's address (Indiranagar, Bengaluru). */
export const DEMO_RIDER_STORE = 'Tokri Indiranagar';
export const DEMO_PASSWORD = 'tokri-demo-123';

export const DEMO_ACCOUNTS = [
  { email: 'customer@tokri.in', phone: '+919876543210', fullName: 'Priya Sharma', roles: [] as const },
  { email: 'admin@tokri.in', phone: '+919876543211', fullName: 'Arjun Rao', roles: ['admin'] as const },
  { email: 'rider@delivery.tokri.in', phone: '+919876543212', fullName: 'Ravi Kumar', roles: [] as const },
  { email: 'imran@delivery.tokri.in', phone: '+919876543213', fullName: 'Imran Shaikh', roles: [] as const },
] as const;
