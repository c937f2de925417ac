import { Counter, Gauge, type Registry } from 'prom-client';

export type UploadKind = 'villages' | 'beneficiaries';

interface UploadCounts {
  created: number;
  skipped: number;
  rejected: readonly unknown[];
}

interface ExportProgress {
  rows: number;
  outcome: string | null;
}

/** The long pieces of work, uploads and exports, as the routes that run them report them. */
export interface WorkMetrics {
  /** Runs an upload of that many rows, counted as in progress until it ends. */
  upload<R extends UploadCounts>(kind: UploadKind, dryRun: boolean, rows: number, run: () => Promise<R>): Promise<R>;
  /** An export begun; its rows are read from `progress` as it streams. Call the returned function at its end. */
  exportStarted(format: string, progress: ExportProgress): () => void;
}

export function workMetrics(registry: Registry): WorkMetrics {
  const registers = [registry];
  const uploadsRunning = new Gauge({
    name: 'portal_uploads_in_progress',
    help: 'Uploads being checked (dry_run) or stored now',
    labelNames: ['kind', 'dry_run'],
    registers,
  });
  const uploadRowsRunning = new Gauge({
    name: 'portal_upload_rows_in_progress',
    help: 'Rows of the uploads in progress',
    labelNames: ['kind', 'dry_run'],
    registers,
  });
  const uploads = new Counter({
    name: 'portal_uploads_total',
    help: 'Uploads ended, by outcome (done: a report was made; failed: an error)',
    labelNames: ['kind', 'dry_run', 'outcome'],
    registers,
  });
  const uploadRows = new Counter({
    name: 'portal_upload_rows_total',
    help: 'Rows of the uploads ended, by result',
    labelNames: ['kind', 'dry_run', 'result'],
    registers,
  });

  // exports stream for minutes: those under way are read at each scrape
  const running = new Map<ExportProgress, string>();
  const byFormat = (value: (progress: ExportProgress) => number) => {
    const sums = new Map<string, number>();
    for (const [progress, format] of running) sums.set(format, (sums.get(format) ?? 0) + value(progress));
    return sums;
  };
  new Gauge({
    name: 'portal_exports_in_progress',
    help: 'Exports streaming now',
    labelNames: ['format'],
    registers,
    collect() {
      this.reset();
      for (const [format, count] of byFormat(() => 1)) this.set({ format }, count);
    },
  });
  new Gauge({
    name: 'portal_export_rows_in_progress',
    help: 'Rows sent so far by the exports streaming now',
    labelNames: ['format'],
    registers,
    collect() {
      this.reset();
      for (const [format, rows] of byFormat((progress) => progress.rows)) this.set({ format }, rows);
    },
  });
  const exports = new Counter({
    name: 'portal_exports_total',
    help: 'Exports ended, by outcome (completed, cancelled, failed)',
    labelNames: ['format', 'outcome'],
    registers,
  });
  const exportRows = new Counter({
    name: 'portal_export_rows_total',
    help: 'Rows sent by the exports ended',
    labelNames: ['format'],
    registers,
  });

  return {
    async upload(kind, dryRun, rows, run) {
      const labels = { kind, dry_run: String(dryRun) };
      uploadsRunning.inc(labels);
      uploadRowsRunning.inc(labels, rows);
      try {
        const report = await run();
        uploads.inc({ ...labels, outcome: 'done' });
        uploadRows.inc({ ...labels, result: 'created' }, report.created);
        uploadRows.inc({ ...labels, result: 'skipped' }, report.skipped);
        uploadRows.inc({ ...labels, result: 'rejected' }, report.rejected.length);
        return report;
      } catch (error) {
        uploads.inc({ ...labels, outcome: 'failed' });
        throw error;
      } finally {
        uploadsRunning.dec(labels);
        uploadRowsRunning.dec(labels, rows);
      }
    },
    exportStarted(format, progress) {
      running.set(progress, format);
      return () => {
        if (!running.delete(progress)) return;
        exports.inc({ format, outcome: progress.outcome ?? 'cancelled' });
        exportRows.inc({ format }, progress.rows);
      };
    },
  };
}
