import { type Erasure, LEAVING_PATHS, type Withdrawal } from '@portal/contract/leaving';
import { SAVE_TIMEOUT_MS } from '@portal/contract/network-text';
import type { OkResponse } from '@portal/contract/responses/common';
import { apiRequest } from '../../../lib/api-client.ts';
import type { SendContext } from '../../../lib/network/use-guarded-save.ts';

const path = (template: string, id: number) => template.replace(':id', String(id));

/** Records a person's withdrawal of consent (decision 039). */
export const withdrawConsent = (id: number, withdrawal: Withdrawal, context: SendContext) =>
  apiRequest<OkResponse>(path(LEAVING_PATHS.withdrawal, id), {
    method: 'POST',
    body: withdrawal,
    ...context,
    timeoutMs: SAVE_TIMEOUT_MS,
  });

/** Erases a person's personal data (decision 039). */
export const erasePerson = (id: number, erasure: Erasure, context: SendContext) =>
  apiRequest<OkResponse>(path(LEAVING_PATHS.erasure, id), {
    method: 'POST',
    body: erasure,
    ...context,
    timeoutMs: SAVE_TIMEOUT_MS,
  });
