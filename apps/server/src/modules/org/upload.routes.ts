import type { Readable } from 'node:stream';
import { UPLOAD_MAX_ROWS } from '@portal/contract/constants';
import {
  BeneficiaryUploadRequestSchema,
  type UploadReport,
  UploadResponseSchema,
  VillageUploadRequestSchema,
} from '@portal/contract/org-upload';
import { responses } from '@portal/contract/responses/common';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { acceptGzipBody } from '../../lib/gzip-body.ts';
import { readJsonBody } from '../../lib/json-body-stream.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { SheetRows, uploadBeneficiaries } from './beneficiary-upload.service.ts';
import { type UndoneUpload, undoInterruptedUploads } from './upload-transaction.ts';
import { checkTypedRows } from './uploads-history.service.ts';
import { uploadVillages } from './village-upload.service.ts';

/** A dry run (the Check file button) writes nothing: it takes no Idempotency-Key's turn, and keeps no answer. */
const writes = (request: FastifyRequest) => (request.body as { dryRun?: boolean } | undefined)?.dryRun !== true;
const access = { access: 'org', idempotency: { writes } } as const;
// 50,000 rows of JSON; the row cap in the schema gives the clear message
const UPLOAD_BODY_LIMIT = 64 * 1024 * 1024;
// 50,000 beneficiary records of 36 columns with their cells as typed (decision 015): 63 MB measured with
// short texts, where the records alone were 52 MB
const BENEFICIARY_BODY_LIMIT = 96 * 1024 * 1024;
// the dialogs send the rows gzipped; the limit holds for the inflated body as well as the bytes on the wire
const inflateUpload = acceptGzipBody(UPLOAD_BODY_LIMIT);
const inflateBeneficiaries = acceptGzipBody(BENEFICIARY_BODY_LIMIT);

function summary(report: UploadReport, what: string, dryRun: boolean): string {
  const verb = dryRun ? 'would be created' : 'created';
  return `${report.created} ${what} ${verb}, ${report.skipped} already there, ${report.rejected.length} rejected.`;
}

/** Status is true when the upload stored (or, checking, would store) every row it could; rejected rows are in the report. */
const respond = (report: UploadReport, what: string, dryRun: boolean) => ({
  Status: report.created + report.skipped > 0 || report.rejected.length === 0,
  Message: summary(report, what, dryRun),
  message: summary(report, what, dryRun),
  dryRun,
  report,
});

export const villageUploadRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/upload-villages',
    {
      config: access,
      bodyLimit: UPLOAD_BODY_LIMIT,
      preParsing: inflateUpload,
      schema: { body: VillageUploadRequestSchema, response: responses(UploadResponseSchema), tags: ['org'] },
    },
    async (request) => {
      const dryRun = request.body.dryRun === true;
      const { source, setAside, typed } = request.body;
      const typedRows = await checkTypedRows(typed, request.body.typedRows, request.body.data);
      const report = await app.metrics.upload('villages', dryRun, request.body.data.length, () =>
        uploadVillages(db, request.body.data, dryRun, {
          uploadedBy: requireAuth(request.auth).userId,
          source,
          setAside,
          typed,
          typedRows,
        }),
      );
      request.log.info(
        { event: 'import_villages', dryRun, created: report.created, skipped: report.skipped, rejected: report.rejected.length },
        'village upload',
      );
      return respond(report, 'villages', dryRun);
    },
  );
};

export const beneficiaryUploadRoutes: FastifyPluginAsyncZod<{ db: Database; chunkRows?: number }> = async (
  app,
  { db, chunkRows },
) => {
  const undone = (log: FastifyBaseLogger) => (upload: UndoneUpload) =>
    log.warn({ event: 'import_beneficiaries_undone', ...upload }, 'beneficiary upload stopped in the middle, undone');
  // an upload the last process left in the middle is undone before the portal answers anyone
  app.addHook('onReady', async () => {
    try {
      for (const upload of await undoInterruptedUploads(db)) undone(app.log)(upload);
    } catch (error) {
      // the next upload undoes it before it writes
      app.log.error({ err: error }, 'could not undo the uploads stopped in the middle');
    }
  });

  // the sheet's records are parsed one by one as the body arrives: its text is never held whole
  const parseJson = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request: FastifyRequest, payload: Readable) =>
    readJsonBody(payload, Number(request.headers['content-length']), {
      limit: BENEFICIARY_BODY_LIMIT,
      maxItems: UPLOAD_MAX_ROWS,
      parse: (text) => {
        let value: unknown;
        parseJson(request, text, (error, parsed) => {
          if (error) throw error;
          value = parsed;
        });
        return value;
      },
    }),
  );

  app.post(
    '/register-multiple-beneficiaries',
    {
      config: access,
      bodyLimit: BENEFICIARY_BODY_LIMIT,
      preParsing: inflateBeneficiaries,
      schema: { body: BeneficiaryUploadRequestSchema, response: responses(UploadResponseSchema), tags: ['beneficiary'] },
    },
    async (request) => {
      const dryRun = request.body.dryRun === true;
      const { typed } = request.body;
      // checked before anything is written: a malformed row of cells as typed refuses the upload
      const typedRows = await checkTypedRows(typed, request.body.typedRows, request.body.beneficiaries);
      const { beneficiaries } = request.body;
      const report = await app.metrics.upload('beneficiaries', dryRun, beneficiaries.length, () =>
        // the request's rows are handed over: each is let go once it is checked
        uploadBeneficiaries(db, new SheetRows(beneficiaries, typedRows), requireAuth(request.auth).userId, dryRun, {
          onInterruptedUndone: undone(request.log),
          chunkRows,
          source: request.body.source,
          setAside: request.body.setAside,
          typed,
        }),
      );
      request.log.info(
        {
          event: 'import_beneficiaries',
          dryRun,
          created: report.created,
          skipped: report.skipped,
          withoutConsent: report.withoutConsent,
          rejected: report.rejected.length,
        },
        'beneficiary upload',
      );
      return respond(report, 'beneficiaries', dryRun);
    },
  );
};
