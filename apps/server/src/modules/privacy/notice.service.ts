import { WITHDRAWAL_KEEP_DAYS_DEFAULT } from '@portal/contract/leaving';
import { type Notice, NoticeSchema, type PrivacySettings, PrivacySettingsSchema } from '@portal/contract/privacy-notice';
import { DEFAULT_NOTICE } from '@portal/contract/privacy-notice-default';
import { REQUEST_DAYS_DEFAULT } from '@portal/contract/privacy-requests';
import { sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { changedFields, recordAdminEvent } from '../staff/admin-events.ts';
import type { Actor } from '../staff/admin-guard.ts';

const noticeColumns = sql`n.version, n.text_en, n.text_kn,
  to_char(n.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at, u.emp_name AS created_by_name`;

/**
 * The notice in force: the newest version. A database without one gets the portal's own as version 1
 * (a concurrent first reader inserts it once).
 */
export async function currentNotice(db: Database): Promise<Notice> {
  const read = () =>
    selectRows(
      db,
      NoticeSchema,
      sql`SELECT ${noticeColumns} FROM privacy_notices n LEFT JOIN users u ON u.user_id = n.created_by
          ORDER BY n.version DESC LIMIT 1`,
    );
  const [notice] = await read();
  if (notice) return notice;
  await db.execute(
    sql`INSERT INTO privacy_notices (version, text_en, text_kn) VALUES (1, ${DEFAULT_NOTICE.en}, ${DEFAULT_NOTICE.kn})
        ON CONFLICT (version) DO NOTHING`,
  );
  const [first] = await read();
  return first as Notice;
}

/** Every version, newest first. */
export async function allNotices(db: Database): Promise<Notice[]> {
  await currentNotice(db);
  return selectRows(
    db,
    NoticeSchema,
    sql`SELECT ${noticeColumns} FROM privacy_notices n LEFT JOIN users u ON u.user_id = n.created_by ORDER BY n.version DESC`,
  );
}

/**
 * A new version of the notice, written from `from` (the version in force when the editor opened it):
 * another edit since is refused (editConflict). The version is the next number, so two writers from
 * the same version meet on the key and one of them is refused.
 */
export async function addNotice(
  db: Database,
  { text_en, text_kn, version: from }: { text_en: string; text_kn: string; version: number },
  actor: Actor,
): Promise<number> {
  await currentNotice(db);
  return db.transaction(async (tx) => {
    const [added] = await selectRows(
      tx,
      NoticeSchema.pick({ version: true }),
      sql`INSERT INTO privacy_notices (version, text_en, text_kn, created_by)
          SELECT ${from + 1}, ${text_en}, ${text_kn}, ${actor.userId}
          WHERE (SELECT max(version) FROM privacy_notices) = ${from}
          ON CONFLICT (version) DO NOTHING
          RETURNING version`,
    );
    if (!added) throw new AppError('editConflict');
    await recordAdminEvent(tx, actor, {
      subject: 'privacy',
      subjectId: added.version,
      subjectName: 'notice',
      action: 'configCreated',
    });
    return added.version;
  });
}

/** Whether a notice of this version was ever in force. */
export async function noticeExists(db: Database, version: number): Promise<boolean> {
  const rows = await selectRows(
    db,
    NoticeSchema.pick({ version: true }),
    sql`SELECT version FROM privacy_notices WHERE version = ${version}`,
  );
  return rows.length > 0;
}

export async function privacySettings(db: Database): Promise<PrivacySettings> {
  const [settings] = await selectRows(
    db,
    PrivacySettingsSchema,
    sql`SELECT consent_required, request_days, withdrawal_keep_days, version FROM privacy_settings`,
  );
  return (
    settings ?? {
      consent_required: true,
      request_days: REQUEST_DAYS_DEFAULT,
      withdrawal_keep_days: WITHDRAWAL_KEEP_DAYS_DEFAULT,
      version: 1,
    }
  );
}

/** Changes the settings from the version read: another change since is refused (editConflict). */
export async function changePrivacySettings(db: Database, settings: PrivacySettings, actor: Actor): Promise<PrivacySettings> {
  return db.transaction(async (tx) => {
    const before = await privacySettings(tx);
    const [changed] = await selectRows(
      tx,
      PrivacySettingsSchema,
      sql`UPDATE privacy_settings SET consent_required = ${settings.consent_required},
            request_days = ${settings.request_days}, withdrawal_keep_days = ${settings.withdrawal_keep_days},
            version = version + 1
          WHERE id = 1 AND version = ${settings.version}
          RETURNING consent_required, request_days, withdrawal_keep_days, version`,
    );
    if (!changed) throw new AppError('editConflict');
    const shown = (s: PrivacySettings) => ({
      consent_required: String(s.consent_required),
      request_days: String(s.request_days),
      withdrawal_keep_days: String(s.withdrawal_keep_days),
    });
    const fields = ['consent_required', 'request_days', 'withdrawal_keep_days'] as const;
    const changes = changedFields(fields, shown(before), shown(changed));
    if (changes.length > 0)
      await recordAdminEvent(tx, actor, {
        subject: 'privacy',
        subjectId: 0,
        subjectName: 'settings',
        action: 'configUpdated',
        changes,
      });
    return changed;
  });
}
