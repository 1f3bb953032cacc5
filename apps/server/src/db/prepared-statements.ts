import { createHash } from 'node:crypto';

/** Statements worth preparing: plain reads and writes. Transaction control and DDL stay unnamed. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Names for PostgreSQL prepared statements (ADR 0058). A named statement is parsed and analysed once per
 * connection and its plan can be cached, instead of being parsed and planned again on every call: planning was
 * half of a checkout's PostgreSQL time. The name is a hash of the SQL text, so the same text on any pooled
 * connection gets the same name. Bounded: a few places build SQL text at run time (filters, limits), and each
 * distinct text would stay prepared on every connection for its life, so after `limit` distinct texts new ones
 * run unnamed as before.
 */
export class PreparedStatementNames {
  private readonly names = new Map<string, string>();

  constructor(private readonly limit = 1000) {}

  nameFor(sql: string): string | undefined {
    const known = this.names.get(sql);
    if (known !== undefined || this.names.size >= this.limit || !PREPARABLE.test(sql)) return known;
    const name = `t_${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;
    this.names.set(sql, name);
    return name;
  }
}
