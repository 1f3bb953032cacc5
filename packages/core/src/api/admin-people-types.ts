import type { OrderStatus } from '../order-states.js';
import type { RiderVehicleType } from './admin-people-schemas.js';

/** One rider in GET /api/admin/riders (by created_at, newest first: spec §7). */
export interface AdminRider {
  id: string;
  userId: string | null;
  fullName: string;
  email: string | null;
  phone: string | null;
  vehicleType: RiderVehicleType;
  vehicleNumber: string | null;
  homeStoreId: string | null;
  homeStoreName: string | null;
  isActive: boolean;
  isOnline: boolean;
  /** Orders this rider delivered today (IST). */
  deliveredToday: number;
  createdAt: string;
}

/** One row of GET /api/admin/customers. */
export interface AdminCustomer {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  isAdmin: boolean;
  blockedAt: string | null;
  blockedReason: string | null;
  orderCount: number;
  /** Sum of the totals of orders that were not cancelled and not waiting for payment. */
  totalSpentPaise: number;
  createdAt: string;
}

export interface AdminCustomerPage {
  customers: AdminCustomer[];
  page: number;
  pageSize: number;
  total: number;
}

export interface AdminCustomerOrder {
  id: string;
  status: OrderStatus;
  paymentStatus: string;
  totalPaise: number;
  createdAt: string;
}

export interface AdminCustomerSubscription {
  id: string;
  productName: string;
  type: string;
  quantity: number;
  isActive: boolean;
  nextDeliveryDate: string | null;
  createdAt: string;
}

/** GET /api/admin/customers/:id. */
export interface AdminCustomerDetail {
  customer: AdminCustomer;
  orders: AdminCustomerOrder[];
  subscriptions: AdminCustomerSubscription[];
}
