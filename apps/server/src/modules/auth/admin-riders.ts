import { randomBytes } from 'node:crypto';
import {
  type AdminRider,
  type createRiderRequestSchema,
  isDeliveryPartnerEmail,
  type RiderVehicleType,
  type updateRiderRequestSchema,
} from '@tokri/core';
import type { z } from 'zod';
import type { Queryable } from '../../db/database.js';
import { DomainError, notFound } from '../../errors/domain-error.js';
import { invalidInput } from '../../errors/invalid-input.js';
import type { AuditWriter } from './admin-accounts.js';
import { hashPassword } from './password-hashing.js';
import { type RiderInviteDeps, sendRiderInvite } from './rider-invite.js';

export interface AdminRiderDeps extends RiderInviteDeps {
  deliveryDomain: string;
  /** The admin audit log's writer (modules/admin), handed in so auth does not import admin. */
  recordAdminChange: AuditWriter;
  /** The profile module's writer for a new account's profile (profiles are its table). */
  createProfile: (
    tx: Queryable,
    profile: { userId: string; fullName: string | null; phone: string | null },
  ) => Promise<void>;
}

type CreateRider = z.output<typeof createRiderRequestSchema>;
type UpdateRider = z.output<typeof updateRiderRequestSchema>;

interface RiderRow {
  id: string;
  user_id: string | null;
  full_name: string;
  email: string | null;
  phone: string | null;
  vehicle_type: RiderVehicleType;
  vehicle_number: string | null;
  home_seller_location_id: string | null;
  home_store_name: string | null;
  is_active: boolean;
  is_online: boolean;
  delivered_today: number;
  created_at: Date;
}

/** Riders with their home store and what they delivered today (IST); listed newest first (spec §3, §7). */
const SELECT_RIDERS = `
  select d.id, d.user_id, d.full_name, u.email, d.phone, d.vehicle_type, d.vehicle_number,
         d.home_seller_location_id, l.name as home_store_name, d.is_active, d.is_online, d.created_at,
         (select count(*)::int from orders o
           where o.rider_id = d.id and o.status = 'delivered'
             and (o.updated_at at time zone 'Asia/Kolkata')::date = (tokri_now() at time zone 'Asia/Kolkata')::date
         ) as delivered_today
    from delivery_agents d
    left join users u on u.id = d.user_id
    left join seller_locations l on l.id = d.home_seller_location_id`;

function toRider(row: RiderRow): AdminRider {
  return {
    id: row.id,
    userId: row.user_id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    vehicleType: row.vehicle_type,
    vehicleNumber: row.vehicle_number,
    homeStoreId: row.home_seller_location_id,
    homeStoreName: row.home_store_name,
    isActive: row.is_active,
    isOnline: row.is_online,
    deliveredToday: row.delivered_today,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

async function riderById(db: Queryable, riderId: string): Promise<AdminRider | null> {
  const { rows } = await db.query<RiderRow>(`${SELECT_RIDERS} where d.id = $1`, [riderId]);
  return rows[0] ? toRider(rows[0]) : null;
}

async function assertStoreExists(db: Queryable, storeId: string | null | undefined): Promise<void> {
  if (!storeId) return;
  const { rows } = await db.query('select 1 from seller_locations where id = $1', [storeId]);
  if (rows.length === 0) throw invalidInput({ homeStoreId: 'INVALID_FIELD' });
}

/** The admin's riders (delivery agents): list, create an account, edit. Every change is audited. */
export function createAdminRiders(deps: AdminRiderDeps) {
  const { db, recordAdminChange, createProfile } = deps;

  return {
    async list(): Promise<AdminRider[]> {
      const { rows } = await db.query<RiderRow>(`${SELECT_RIDERS} order by d.created_at desc, d.id desc`);
      return rows.map(toRider);
    },

    /**
     * A rider account on the delivery domain (spec §5: that is what makes a user a delivery partner), with a
     * password nobody knows; the rider chooses one from the link mailed to them.
     */
    async create(actorUserId: string, input: CreateRider): Promise<AdminRider> {
      if (!isDeliveryPartnerEmail(input.email, deps.deliveryDomain)) {
        throw new DomainError('RIDER_EMAIL_DOMAIN', {
          params: { domain: deps.deliveryDomain.replace(/^@/, '') },
          fields: { email: 'RIDER_EMAIL_DOMAIN' },
        });
      }
      await assertStoreExists(db, input.homeStoreId);
      const unusableHash = await hashPassword(randomBytes(32).toString('base64url'));
      let rider: AdminRider;
      try {
        rider = await db.transaction(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'insert into users (email, password_hash) values ($1, $2) returning id',
            [input.email, unusableHash],
          );
          const userId = rows[0]!.id;
          await createProfile(tx, { userId, fullName: input.fullName, phone: input.phone });
          const agent = await tx.query<{ id: string }>(
            `insert into delivery_agents
               (user_id, full_name, phone, vehicle_type, vehicle_number, home_seller_location_id, is_active)
             values ($1, $2, $3, $4, $5, $6, $7) returning id`,
            [
              userId,
              input.fullName,
              input.phone,
              input.vehicleType,
              input.vehicleNumber,
              input.homeStoreId,
              input.isActive,
            ],
          );
          const created = (await riderById(tx, agent.rows[0]!.id))!;
          await recordAdminChange(tx, {
            actorUserId,
            entity: 'rider',
            entityId: created.id,
            action: 'create',
            after: created,
          });
          return created;
        });
      } catch (error) {
        if ((error as { code?: string }).code === '23505') {
          throw new DomainError('AUTH_ACCOUNT_EXISTS', { fields: { email: 'AUTH_ACCOUNT_EXISTS' } });
        }
        throw error;
      }
      await sendRiderInvite(deps, { userId: rider.userId!, email: input.email, fullName: input.fullName });
      return rider;
    },

    /** Mails the rider a fresh set-password link (the first one expired or got lost); audited, the link is not. */
    async resendInvite(actorUserId: string, riderId: string): Promise<void> {
      const rider = await riderById(db, riderId);
      if (!rider?.userId || !rider.email) throw notFound();
      await db.transaction((tx) =>
        recordAdminChange(tx, { actorUserId, entity: 'rider', entityId: riderId, action: 'invite' }),
      );
      await sendRiderInvite(deps, { userId: rider.userId, email: rider.email, fullName: rider.fullName });
    },

    /** Phone, vehicle, home store, active flag. An inactive rider is offered no orders. */
    async update(actorUserId: string, riderId: string, input: UpdateRider): Promise<AdminRider> {
      if (Object.keys(input).length === 0) throw new DomainError('NOTHING_TO_UPDATE');
      await assertStoreExists(db, input.homeStoreId);
      return db.transaction(async (tx) => {
        const locked = await tx.query('select id from delivery_agents where id = $1 for update', [riderId]);
        if (locked.rows.length === 0) throw notFound();
        const before = (await riderById(tx, riderId))!;
        await tx.query(
          `update delivery_agents set
             phone = case when $2 then $3 else phone end,
             vehicle_type = coalesce($4, vehicle_type),
             vehicle_number = case when $5 then $6 else vehicle_number end,
             home_seller_location_id = case when $7 then $8::uuid else home_seller_location_id end,
             is_active = coalesce($9, is_active),
             is_online = is_online and coalesce($9, is_active),
             updated_at = tokri_now()
           where id = $1`,
          [
            riderId,
            input.phone !== undefined,
            input.phone ?? null,
            input.vehicleType ?? null,
            input.vehicleNumber !== undefined,
            input.vehicleNumber ?? null,
            input.homeStoreId !== undefined,
            input.homeStoreId ?? null,
            input.isActive ?? null,
          ],
        );
        const after = (await riderById(tx, riderId))!;
        await recordAdminChange(tx, {
          actorUserId,
          entity: 'rider',
          entityId: riderId,
          action: 'update',
          before,
          after,
        });
        return after;
      });
    },
  };
}

export type AdminRiders = ReturnType<typeof createAdminRiders>;
