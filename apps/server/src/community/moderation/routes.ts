import type { RouteDefinition } from '../../platform/route.ts';
import { moderationActionsRoute } from './api/moderation-actions.ts';
import { myReportsRoute } from './api/my-reports.ts';
import { reportContentRoute } from './api/report-content.ts';
import { resolveReportRoute } from './api/resolve-report.ts';
import { reviewQueueRoute } from './api/review-queue.ts';

export const moderationRoutes: readonly RouteDefinition[] = [
  reportContentRoute,
  myReportsRoute,
  reviewQueueRoute,
  resolveReportRoute,
  moderationActionsRoute,
];
