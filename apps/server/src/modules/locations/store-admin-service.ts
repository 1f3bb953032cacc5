import type { AdminStore, OpeningHours, StoreFields } from '@tokri/core';
import type { Database, Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { recordAdminChange } from '../admin/admin-audit.js';

/**
 * The stores admin (issue 13 item 6, ADR 0036). The locations module owns `seller_locations`; every change is
 * written with its audit row in one transaction. The body was validated (polygon included) by the route.
 */

interface StoreRow {
  id: string;
  name: string;
  address: string;
  city: string;
  phone: string;
  lat: number;
  lng: number;
  service_radius_km: string;
  area_kind: 'radius' | 'polygon';
  area_polygon: [number, number][] | null;
  opening_hours: OpeningHours;
  is_active: boolean;
  legal_name: string;
  gstin: string | null;
  state_code: string | null;
  pincode: string;
  invoice_code: string | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, name, address, city, phone, lat, lng, service_radius_km, area_kind, area_polygon, opening_hours,
  is_active, legal_name, gstin, state_code, pincode, invoice_code, created_at, updated_at`;

function toStore(row: StoreRow): AdminStore {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    phone: row.phone,
    lat: row.lat,
    lng: row.lng,
    serviceRadiusKm: Number(row.service_radius_km),
    areaKind: row.area_kind,
    areaPolygon: row.area_polygon,
    openingHours: row.opening_hours,
    isActive: row.is_active,
    legalName: row.legal_name,
    gstin: row.gstin ?? '',
    stateCode: row.state_code ?? '',
    pincode: row.pincode,
    invoiceCode: row.invoice_code ?? '',
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** The values written for a store: a radius store keeps no polygon. */
function values(store: StoreFields) {
  const polygon = store.areaKind === 'polygon' ? JSON.stringify(store.areaPolygon) : null;
  return [
    store.name,
    store.address,
    store.city,
    store.phone,
    store.lat,
    store.lng,
    store.serviceRadiusKm,
    store.areaKind,
    polygon,
    JSON.stringify(store.openingHours),
    store.isActive,
    store.legalName,
    store.gstin || null,
    store.stateCode || null,
    store.pincode,
    store.invoiceCode || null,
  ];
}

/** Two stores cannot share an invoice code (their invoice numbers would collide): a translated 409. */
async function uniqueInvoiceCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if ((error as { code?: string }).code === '23505')
      throw new DomainError('STORE_INVOICE_CODE_TAKEN', {
        fields: { invoiceCode: 'STORE_INVOICE_CODE_TAKEN' },
      });
    throw error;
  }
}

async function lockedStore(tx: Queryable, id: string): Promise<AdminStore> {
  const { rows } = await tx.query<StoreRow>(
    `select ${COLUMNS} from seller_locations where id = $1 for update`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return toStore(rows[0]);
}

export function createStoreAdminService(db: Database) {
  return {
    async list(): Promise<AdminStore[]> {
      const { rows } = await db.query<StoreRow>(
        `select ${COLUMNS} from seller_locations order by city, name`,
      );
      return rows.map(toStore);
    },

    async create(actorUserId: string, store: StoreFields): Promise<AdminStore> {
      return uniqueInvoiceCode(() =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<StoreRow>(
            `insert into seller_locations (name, address, city, phone, lat, lng, service_radius_km, area_kind,
                                         area_polygon, opening_hours, is_active, legal_name, gstin, state_code,
                                         pincode, invoice_code)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13, $14, $15, $16)
           returning ${COLUMNS}`,
            values(store),
          );
          const created = toStore(rows[0]!);
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'store',
            entityId: created.id,
            action: 'create',
            after: created,
          });
          return created;
        }),
      );
    },

    async update(actorUserId: string, id: string, store: StoreFields): Promise<AdminStore> {
      return uniqueInvoiceCode(() =>
        db.transaction(async (tx) => {
          const before = await lockedStore(tx, id);
          const { rows } = await tx.query<StoreRow>(
            `update seller_locations
              set name = $1, address = $2, city = $3, phone = $4, lat = $5, lng = $6, service_radius_km = $7,
                  area_kind = $8, area_polygon = $9::jsonb, opening_hours = $10::jsonb, is_active = $11,
                  legal_name = $12, gstin = $13, state_code = $14, pincode = $15, invoice_code = $16,
                  updated_at = tokri_now()
            where id = $17
            returning ${COLUMNS}`,
            [...values(store), id],
          );
          const after = toStore(rows[0]!);
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'store',
            entityId: id,
            action: 'update',
            before,
            after,
          });
          return after;
        }),
      );
    },

    async setActive(actorUserId: string, id: string, isActive: boolean): Promise<AdminStore> {
      return db.transaction(async (tx) => {
        const before = await lockedStore(tx, id);
        const { rows } = await tx.query<StoreRow>(
          `update seller_locations set is_active = $2, updated_at = tokri_now() where id = $1 returning ${COLUMNS}`,
          [id, isActive],
        );
        const after = toStore(rows[0]!);
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'store',
          entityId: id,
          action: isActive ? 'activate' : 'deactivate',
          before: { isActive: before.isActive },
          after: { isActive: after.isActive },
        });
        return after;
      });
    },
  };
}

export type StoreAdminService = ReturnType<typeof createStoreAdminService>;
