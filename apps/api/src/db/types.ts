import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** timestamptz: read as Date, written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface AdminsTable {
  id: Generated<string>;
  /** Always lowercase (check constraint). */
  email: string;
  name: string;
  /** `scrypt$N$r$p$salt$hash` */
  password_hash: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SessionsTable {
  /** SHA-256 of the session id: a leaked table does not leak usable cookies. */
  sid: string;
  /** jsonb: read as an object, written as a JSON string. */
  data: ColumnType<Record<string, unknown>, string, string>;
  expires_at: Timestamp;
}

export interface AppSecretsTable {
  name: string;
  value: string;
  created_at: CreatedAt;
}

export interface RateLimitCountersTable {
  key: string;
  window_start: Timestamp;
  /** End of the window: counters whose window has passed start again at 1, and are purged. */
  expires_at: Timestamp;
  count: number;
}

export interface Database {
  admins: AdminsTable;
  sessions: SessionsTable;
  app_secrets: AppSecretsTable;
  rate_limit_counters: RateLimitCountersTable;
}

export type AdminRow = Selectable<AdminsTable>;
export type NewAdminRow = Insertable<AdminsTable>;
export type AdminRowUpdate = Updateable<AdminsTable>;
