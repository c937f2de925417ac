import {
  DASHBOARD_PATHS,
  type DashboardFilters,
  DashboardFiltersSchema,
  DashboardHeadlineResponseSchema,
  DashboardPlacesResponseSchema,
  DashboardProgrammesResponseSchema,
  DashboardStaffResponseSchema,
  DashboardTrendResponseSchema,
} from '@portal/contract/dashboard';
import { PERMISSIONS } from '@portal/contract/permissions';
import { responses } from '@portal/contract/responses/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Database, listDatabase } from '../../db/client.ts';
import { dashboardHeadline, dashboardPlaces, dashboardProgrammes, dashboardStaff, dashboardTrend } from './dashboard.service.ts';

const access = { access: PERMISSIONS.dashboard };

// Each part of the dashboard is its own call, so the screen shows each as it comes. They read under
// the list's statement limit (listDatabase): a figure no kept count holds is counted from the people.
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const part = <R extends z.ZodType>(
    path: string,
    response: R,
    read: (lists: Database, filters: DashboardFilters) => Promise<unknown>,
  ) =>
    app.get(
      path,
      { config: access, schema: { querystring: DashboardFiltersSchema, response: responses(response), tags: ['dashboard'] } },
      async (request) => ({ Status: true as const, data: await read(listDatabase(db), request.query) }) as z.infer<R>,
    );
  part(DASHBOARD_PATHS.headline, DashboardHeadlineResponseSchema, (lists, filters) => dashboardHeadline(lists, filters));
  part(DASHBOARD_PATHS.trend, DashboardTrendResponseSchema, (lists, filters) => dashboardTrend(lists, filters));
  part(DASHBOARD_PATHS.places, DashboardPlacesResponseSchema, dashboardPlaces);
  part(DASHBOARD_PATHS.programmes, DashboardProgrammesResponseSchema, dashboardProgrammes);
  part(DASHBOARD_PATHS.staff, DashboardStaffResponseSchema, dashboardStaff);
};
