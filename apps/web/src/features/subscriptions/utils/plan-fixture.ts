import {
  DEFAULT_SUBSCRIPTION_SETTINGS,
  type SubscriptionListResponse,
  type SubscriptionView,
} from '@tokri/core';

/** Tests only: a daily plan of one 500 ml milk pack, started on 20 Nov 2026. */
export function planFixture(patch: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    productId: '11111111-1111-4111-8111-111111111111',
    variantId: null,
    productName: 'Toned Milk',
    imageUrl: null,
    unit: '500 ml',
    unitPricePaise: 3000,
    mrpPaise: 3000,
    available: true,
    type: 'daily',
    deliveryDays: [],
    quantity: 1,
    startDate: '2026-11-20',
    endDate: null,
    nextDeliveryDate: '2026-11-26',
    isActive: true,
    paymentMethod: 'cod',
    deliveryAddress: {
      contactName: 'Asha',
      contactPhone: '9876543210',
      house: '12',
      street: 'MG Road',
      landmark: '',
      area: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560038',
      lat: null,
      lng: null,
    },
    pauses: [],
    skips: [],
    dayQuantities: [],
    createdAt: '2026-11-19T10:00:00.000Z',
    ...patch,
  };
}

/** The list as the server sends it at 15:00 IST on 25 Nov 2026. */
export function listFixture(subscriptions: SubscriptionView[]): SubscriptionListResponse {
  return {
    subscriptions,
    settings: DEFAULT_SUBSCRIPTION_SETTINGS,
    today: '2026-11-25',
    now: '2026-11-25T09:30:00.000Z',
  };
}
