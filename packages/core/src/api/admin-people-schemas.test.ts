import { describe, expect, it } from 'vitest';
import {
  adminCustomersQuerySchema,
  blockCustomerRequestSchema,
  createRiderRequestSchema,
  updateRiderRequestSchema,
} from './admin-people-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const rider = {
  fullName: 'Ravi Kumar',
  email: 'ravi@tokri-delivery.in',
  phone: '9876543210',
  vehicleType: 'ev_scooter',
};
const storeId = '99999999-9999-4999-8999-999999999999';

describe('a rider account', () => {
  it('when created with spaces and mixed case, then email is lower-cased, the phone E.164, the plate upper-cased', () => {
    expect(
      createRiderRequestSchema.parse({
        fullName: ' Ravi Kumar ',
        email: ' Ravi@Tokri-Delivery.IN ',
        phone: '+91 98765-43210',
        vehicleType: 'scooter',
        vehicleNumber: ' ka01ab1234 ',
        homeStoreId: storeId,
      }),
    ).toEqual({
      fullName: 'Ravi Kumar',
      email: 'ravi@tokri-delivery.in',
      phone: '+919876543210',
      vehicleType: 'scooter',
      vehicleNumber: 'KA01AB1234',
      homeStoreId: storeId,
      isActive: true,
    });
  });

  it('when created with only the required fields, then no plate, no home store, active', () => {
    expect(createRiderRequestSchema.parse(rider)).toEqual({
      ...rider,
      phone: '+919876543210',
      vehicleNumber: null,
      homeStoreId: null,
      isActive: true,
    });
  });

  it.each(['bicycle', 'ev_scooter', 'scooter', 'motorcycle', 'on_foot'])(
    'when the vehicle is %s, then it is accepted',
    (vehicleType) => {
      expect(pathsOf(createRiderRequestSchema, { ...rider, vehicleType })).toEqual([]);
    },
  );

  it.each([
    ['email', 'ravi@', 'email: AUTH_INVALID_IDENTIFIER'],
    ['email', 'a@b@tokri-delivery.in', 'email: AUTH_INVALID_IDENTIFIER'],
    ['phone', '98765432100', 'phone: INVALID_PHONE'],
    ['phone', '', 'phone: INVALID_PHONE'],
    ['vehicleType', 'truck', 'vehicleType'],
    ['fullName', ' ', 'fullName'],
    ['fullName', 'n'.repeat(121), 'fullName'],
    ['vehicleNumber', 'v'.repeat(21), 'vehicleNumber'],
    ['homeStoreId', 'blr-1', 'homeStoreId'],
  ])('when %s is %j, then %s', (field, value, expected) => {
    const issues = issuesOf(createRiderRequestSchema, { ...rider, [field]: value });
    expect(issues).toHaveLength(1);
    expect(issues[0]?.startsWith(expected)).toBe(true);
  });

  it('when the email and the phone are both wrong, then each is a custom issue on its own field', () => {
    const result = createRiderRequestSchema.safeParse({ ...rider, email: 'ravi', phone: '123' });
    expect(result.error?.issues).toEqual([
      { code: 'custom', path: ['email'], message: 'AUTH_INVALID_IDENTIFIER' },
      { code: 'custom', path: ['phone'], message: 'INVALID_PHONE' },
    ]);
  });

  it('when the name has 120 characters and the plate 20, then they are accepted; a blank plate means none', () => {
    const parsed = createRiderRequestSchema.parse({
      ...rider,
      fullName: 'n'.repeat(120),
      vehicleNumber: 'v'.repeat(20),
    });
    expect([parsed.fullName, parsed.vehicleNumber]).toEqual(['n'.repeat(120), 'V'.repeat(20)]);
    expect(createRiderRequestSchema.parse({ ...rider, vehicleNumber: '  ' }).vehicleNumber).toBeNull();
  });

  it('when the account carries a field it does not know (a role), then it is refused', () => {
    expect(createRiderRequestSchema.safeParse({ ...rider, role: 'admin' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });

  it('when a rider is updated, then each field is optional and checked like on creation', () => {
    expect(updateRiderRequestSchema.parse({})).toEqual({});
    expect(updateRiderRequestSchema.parse({ phone: '09876543210', homeStoreId: null })).toEqual({
      phone: '+919876543210',
      homeStoreId: null,
    });
    expect(issuesOf(updateRiderRequestSchema, { phone: '12345' })).toEqual(['phone: INVALID_PHONE']);
    expect(pathsOf(updateRiderRequestSchema, { isActive: 'no' })).toEqual(['isActive']);
    expect(updateRiderRequestSchema.safeParse({ email: 'x@tokri-delivery.in' }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('customers', () => {
  it('when the list is opened without a search, then page 1 of 25 and an empty search', () => {
    expect(adminCustomersQuerySchema.parse({})).toEqual({ q: '', page: 1, pageSize: 25 });
  });

  it.each([
    ['q', 'q'.repeat(120), true],
    ['q', 'q'.repeat(121), false],
    ['page', '10000', true],
    ['page', '10001', false],
    ['pageSize', '100', true],
    ['pageSize', '101', false],
    ['pageSize', '0', false],
  ])('when %s is %s, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(adminCustomersQuerySchema, { [field]: value })).toEqual(accepted ? [] : [field]);
  });

  it.each([
    [' abuse of refunds ', []],
    ['r'.repeat(300), []],
    ['r'.repeat(301), ['reason']],
    ['   ', ['reason']],
  ])('when a block gives the reason %j, then %j is refused', (reason, paths) => {
    expect(pathsOf(blockCustomerRequestSchema, { reason })).toEqual(paths);
  });

  it('when a block reason is typed with spaces, then it is trimmed', () => {
    expect(blockCustomerRequestSchema.parse({ reason: ' abuse ' })).toEqual({ reason: 'abuse' });
  });
});
