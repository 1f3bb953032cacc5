import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownershipProblem, TABLE_OWNERS, type TableWrite, writesIn } from './table-owners.js';

const SOURCE_ROOT = join(import.meta.dirname, '..');
/** Seed data fills an empty database and test tooling arranges scenes: neither is a writer at run time. */
const NOT_SCANNED = ['db/seed', 'test-support', 'reliability', 'db/table-owners.ts'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    const name = relative(SOURCE_ROOT, path);
    if (NOT_SCANNED.some((skipped) => name === skipped || name.startsWith(`${skipped}/`))) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const allWrites: TableWrite[] = sourceFiles(SOURCE_ROOT).flatMap((path) =>
  writesIn(relative(SOURCE_ROOT, path), readFileSync(path, 'utf8')),
);

describe('one owner per table (ADR 0025)', () => {
  it('when the server’s SQL is scanned, then every table is written only by its owner', () => {
    expect(allWrites.length).toBeGreaterThan(50);
    expect(allWrites.flatMap((write) => ownershipProblem(write) ?? [])).toEqual([]);
  });

  it('when stock, orders, payments, redemptions and cart lines are written, then by inventory, orders, payments, coupons and cart alone', () => {
    const writers = (table: string, column?: string) =>
      [
        ...new Set(
          allWrites
            .filter((write) => write.table === table && (!column || write.columns.includes(column)))
            .map((write) => write.path.split('/').slice(0, 2).join('/')),
        ),
      ].sort();
    expect(writers('products', 'stock_quantity')).toEqual(['modules/inventory']);
    expect(writers('product_variants', 'stock_quantity')).toEqual(['modules/inventory']);
    expect(writers('orders')).toEqual(['modules/orders']);
    expect(writers('order_items')).toEqual(['modules/orders']);
    expect(writers('order_status_history')).toEqual(['modules/orders']);
    expect(writers('payments')).toEqual(['modules/payments']);
    expect(writers('coupon_redemptions')).toEqual(['modules/coupons']);
    expect(writers('cart_items')).toEqual(['modules/cart']);
  });

  it('when a module writes another’s table, then the scan names the file and the owner', () => {
    const stray = writesIn(
      'modules/orders/order-transitions.ts',
      "await tx.query(`update payments set status = 'failed' where order_id = $1`)",
    );
    expect(stray.map(ownershipProblem)).toEqual([
      'modules/orders/order-transitions.ts: updates payments, owned by modules/payments',
    ]);
    const stock = writesIn(
      'modules/checkout/checkout-service.ts',
      'update products p set stock_quantity = p.stock_quantity - x.quantity, updated_at = now() from x',
    );
    expect(stock.map(ownershipProblem)).toEqual([
      'modules/checkout/checkout-service.ts: sets stock_quantity, updated_at of products, owned by modules/inventory',
    ]);
    expect(
      writesIn('modules/x/y.ts', 'insert into mystery_table (a) values (1)').map(ownershipProblem),
    ).toEqual(['modules/x/y.ts: writes mystery_table, which has no owner in TABLE_OWNERS']);
  });

  it('when SQL locks rows or upserts, then "for update" and "do update set" are not read as writes', () => {
    const sql = `insert into carts (user_id) values ($1) on conflict (user_id) do update set updated_at = now();
      select 1 from cart_items ci for update of ci for no key update of p;
      select id from orders for update skip locked`;
    expect(writesIn('modules/cart/x.ts', sql)).toEqual([
      { table: 'carts', kind: 'insert', columns: [], path: 'modules/cart/x.ts' },
    ]);
  });

  it('when the map names an owner, then that folder or file exists', () => {
    const paths = Object.values(TABLE_OWNERS).flatMap((entry) => [
      entry.owner,
      ...Object.values(entry.columns ?? {}),
      ...Object.keys(entry.exceptions ?? {}),
    ]);
    for (const path of new Set(paths)) {
      expect(existsSync(join(SOURCE_ROOT, path)), path).toBe(true);
    }
  });
});
