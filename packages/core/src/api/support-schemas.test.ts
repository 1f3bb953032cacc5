import { describe, expect, it } from 'vitest';
import {
  adminTicketsQuerySchema,
  bugReportRequestSchema,
  orderTicketRequestSchema,
  resolveTicketRequestSchema,
  ticketReplyRequestSchema,
} from './support-schemas.js';

type Schema = {
  safeParse(input: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } };
};
/** Each issue as "path: message": the field a test expects refused, and the code it expects. */
const issuesOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
const pathsOf = (schema: Schema, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];

const orderId = '55555555-5555-4555-8555-555555555555';
const orderItemId = '66666666-6666-4666-8666-666666666666';
const ticket = { orderId, reason: 'missing_item', message: 'The curd was not in the bag.' };
const bug = {
  title: 'Cart total jumps',
  priority: 'high',
  description: 'After adding milk the total shows ₹0.',
  device: { appVersion: '1.4.0', userAgent: 'Mozilla/5.0', viewport: '360x800', language: 'te' },
};

describe('an order ticket', () => {
  it('when the message is typed with spaces and the line named, then the message is trimmed', () => {
    expect(orderTicketRequestSchema.parse({ ...ticket, message: '  Curd missing \n', orderItemId })).toEqual({
      ...ticket,
      message: 'Curd missing',
      orderItemId,
    });
  });

  it.each(['missing_item', 'damaged_item', 'wrong_item', 'late_delivery', 'payment_problem'])(
    'when the reason is %s, then it is accepted',
    (reason) => {
      expect(issuesOf(orderTicketRequestSchema, { ...ticket, reason })).toEqual([]);
    },
  );

  it.each([
    ['reason', 'other', 'reason: INVALID_FIELD'],
    ['orderId', 'AB12CD34', 'orderId: INVALID_FIELD'],
    ['orderItemId', 'line-1', 'orderItemId: INVALID_FIELD'],
    ['photoId', 'photo.jpg', 'photoId: INVALID_FIELD'],
    ['message', '   ', 'message: SUPPORT_MESSAGE_REQUIRED'],
    ['message', undefined, 'message: SUPPORT_MESSAGE_REQUIRED'],
    ['message', 'm'.repeat(2001), 'message: INVALID_FIELD'],
  ])('when %s is %j, then %s', (field, value, expected) => {
    expect(issuesOf(orderTicketRequestSchema, { ...ticket, [field]: value })).toEqual([expected]);
  });

  it('when the message has 2000 characters and no line or photo is named (null), then it is accepted', () => {
    expect(
      issuesOf(orderTicketRequestSchema, {
        ...ticket,
        message: 'm'.repeat(2000),
        orderItemId: null,
        photoId: null,
      }),
    ).toEqual([]);
  });

  it('when the ticket carries a field it does not know (a refund amount), then it is refused', () => {
    expect(orderTicketRequestSchema.safeParse({ ...ticket, refundPaise: 100 }).error?.issues[0]?.code).toBe(
      'unrecognized_keys',
    );
  });
});

describe('a bug report', () => {
  it('when a report is typed with spaces, then the title and description are trimmed', () => {
    expect(bugReportRequestSchema.parse({ ...bug, title: ' Cart total jumps ' }).title).toBe(
      'Cart total jumps',
    );
  });

  it.each(['low', 'medium', 'high'])('when the priority is %s, then it is accepted', (priority) => {
    expect(issuesOf(bugReportRequestSchema, { ...bug, priority })).toEqual([]);
  });

  it.each([
    ['title', '  ', 'title: SUPPORT_TITLE_REQUIRED'],
    ['title', 't'.repeat(121), 'title: INVALID_FIELD'],
    ['priority', 'urgent', 'priority: INVALID_FIELD'],
    ['description', '', 'description: SUPPORT_MESSAGE_REQUIRED'],
  ])('when %s is %j, then %s', (field, value, expected) => {
    expect(issuesOf(bugReportRequestSchema, { ...bug, [field]: value })).toEqual([expected]);
  });

  it('when the title has 120 characters, then it is accepted', () => {
    expect(issuesOf(bugReportRequestSchema, { ...bug, title: 't'.repeat(120) })).toEqual([]);
  });

  it.each([
    ['appVersion', 'v'.repeat(40), true],
    ['appVersion', 'v'.repeat(41), false],
    ['userAgent', 'u'.repeat(400), true],
    ['userAgent', 'u'.repeat(401), false],
    ['viewport', '1x1', true],
    ['viewport', '99999x99999', true],
    ['viewport', '360x', false],
    ['viewport', '123456x800', false],
    ['viewport', '360 x 800', false],
    ['viewport', '360x800px', false],
    ['language', 'en', true],
    ['language', 'hi', true],
    ['language', 'fr', false],
  ])('when the device %s is %s, then accepted is %s', (field, value, accepted) => {
    expect(pathsOf(bugReportRequestSchema, { ...bug, device: { ...bug.device, [field]: value } })).toEqual(
      accepted ? [] : [`device.${field}`],
    );
  });

  it('when the device carries a field it does not know, then it is refused', () => {
    const report = { ...bug, device: { ...bug.device, imei: '490154203237518' } };
    expect(
      bugReportRequestSchema.safeParse(report).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['device']);
  });
});

describe('replies, resolving and the queue', () => {
  it('when a reply is blank, then SUPPORT_MESSAGE_REQUIRED; a reply is trimmed', () => {
    expect(issuesOf(ticketReplyRequestSchema, { message: ' \t ' })).toEqual([
      'message: SUPPORT_MESSAGE_REQUIRED',
    ]);
    expect(ticketReplyRequestSchema.parse({ message: ' Sorry! ' })).toEqual({ message: 'Sorry!' });
  });

  it.each([
    [{}, []],
    [{ refundPaise: 1 }, []],
    [{ refundPaise: 0 }, ['refundPaise: INVALID_FIELD']],
    [{ refundPaise: 12.5 }, ['refundPaise: INVALID_FIELD']],
    [{ refundPaise: '100' }, ['refundPaise: INVALID_FIELD']],
  ])('when a ticket is resolved with %j, then %j', (body, expected) => {
    expect(issuesOf(resolveTicketRequestSchema, body)).toEqual(expected);
  });

  it('when the queue is opened without filters, then 100 of every status and kind', () => {
    expect(adminTicketsQuerySchema.parse({})).toEqual({ limit: 100 });
  });

  it.each([
    ['status', 'open'],
    ['status', 'answered'],
    ['status', 'resolved'],
    ['kind', 'order'],
    ['kind', 'bug'],
  ])('when the queue filters %s by %s, then it is accepted', (field, value) => {
    expect(issuesOf(adminTicketsQuerySchema, { [field]: value })).toEqual([]);
  });

  it.each([
    [{ status: 'closed' }, ['status']],
    [{ kind: 'refund' }, ['kind']],
    [{ limit: '200' }, []],
    [{ limit: '201' }, ['limit']],
    [{ limit: '0' }, ['limit']],
  ])('when the queue asks %j, then %j is refused', (query, expected) => {
    expect(pathsOf(adminTicketsQuerySchema, query)).toEqual(expected);
  });
});
