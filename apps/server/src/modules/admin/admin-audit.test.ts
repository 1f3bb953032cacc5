import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { recordAdminChange } from './admin-audit.js';

let database: TestDatabase;
let db: Database;
let adminId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  const { rows } = await db.query<{ id: string }>(
    `insert into users (email, password_hash) values ('audit-admin@example.com', 'x') returning id`,
  );
  adminId = rows[0]!.id;
});
afterAll(async () => database?.dispose());

describe('admin audit log', () => {
  it('when a change is recorded, then actor, entity, action and the row before and after are kept as JSON', async () => {
    await recordAdminChange(db, {
      actorUserId: adminId,
      entity: 'product',
      entityId: 'p-1',
      action: 'update',
      before: { pricePaise: 5000, tags: ['milk'] },
      after: { pricePaise: 5500, tags: ['milk'] },
      note: 'Supplier price rise',
    });
    const { rows } = await db.query<Record<string, unknown>>(
      `select actor_user_id, entity, entity_id, action, before, after, note from admin_audit_log where entity_id = 'p-1'`,
    );
    expect(rows).toEqual([
      {
        actor_user_id: adminId,
        entity: 'product',
        entity_id: 'p-1',
        action: 'update',
        before: { pricePaise: 5000, tags: ['milk'] },
        after: { pricePaise: 5500, tags: ['milk'] },
        note: 'Supplier price rise',
      },
    ]);
  });

  it('when the change rolls back, then so does its record', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAdminChange(tx, {
          actorUserId: adminId,
          entity: 'coupon',
          entityId: 'c-1',
          action: 'create',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = await db.query(`select 1 from admin_audit_log where entity_id = 'c-1'`);
    expect(rows).toHaveLength(0);
  });

  it('when the entity or action is not a snake_case word, then the database refuses it', async () => {
    await expect(
      recordAdminChange(db, {
        actorUserId: adminId,
        entity: 'Product; drop',
        entityId: null,
        action: 'update',
      }),
    ).rejects.toThrow();
  });
});
