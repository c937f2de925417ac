/** Names are matched without regard to case and spacing, as the database's name keys are. */
export const nameKey = (name: unknown): string =>
  String(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Runs `work` in a transaction and undoes it when `dryRun`: a check gives the same answer a real upload would. */
export class DryRunRollback extends Error {
  constructor(readonly result: unknown) {
    super('dry run');
  }
}
