export const TEMPLATE_DATABASE = 'portal_test_template';

export function testDatabaseKind(): 'pglite' | 'postgres' {
  const kind = process.env.TEST_DB ?? (process.env.DATABASE_URL ? 'postgres' : 'pglite');
  if (kind === 'postgres' && !process.env.DATABASE_URL) {
    throw new Error('TEST_DB=postgres needs DATABASE_URL (scripts/with-postgres.sh sets it)');
  }
  return kind === 'postgres' ? 'postgres' : 'pglite';
}
