import {
  ZAdminPurchaseList,
  ZAdminSettings,
  ZAdminUserList,
  ZAdminUsersInput,
  ZAuditLog,
  ZGrantTokensInput,
  ZGrantTokensResult,
  ZPageInput,
  ZUpdateSettingsInput,
} from '@veloforge/shared';
import { z } from 'zod';

import { adminProcedure, router } from '../trpc';
import { listAuditLog, listPurchases } from './activity';
import { getAdminSettings, updateSettings } from './settings';
import { grantTokens, listUsers } from './users';

/** Admin-only procedures; every one of them uses adminProcedure (401 signed out, 403 others). */
export const adminRouter = router({
  settings: router({
    /** GET /api/admin/settings */
    get: adminProcedure
      .input(z.void())
      .output(ZAdminSettings)
      .query(({ ctx }) => getAdminSettings(ctx.db)),
    /** PATCH /api/admin/settings: applies to checkouts started afterwards. */
    update: adminProcedure
      .input(ZUpdateSettingsInput)
      .output(ZAdminSettings)
      .mutation(({ ctx, input }) => updateSettings(ctx.db, ctx.user.id, input)),
  }),

  users: router({
    /** GET /api/admin/users?search=&page=&pageSize= */
    list: adminProcedure
      .input(ZAdminUsersInput)
      .output(ZAdminUserList)
      .query(({ ctx, input }) => listUsers(ctx.db, input)),
    /** POST /api/admin/users/:userId/tokens */
    grantTokens: adminProcedure
      .input(ZGrantTokensInput)
      .output(ZGrantTokensResult)
      .mutation(({ ctx, input }) =>
        grantTokens(ctx.db, input, { actorId: ctx.user.id, idempotencyKey: ctx.idempotencyKey }),
      ),
  }),

  purchases: router({
    /** GET /api/admin/purchases?page=&pageSize= */
    list: adminProcedure
      .input(ZPageInput)
      .output(ZAdminPurchaseList)
      .query(({ ctx, input }) => listPurchases(ctx.db, input)),
  }),

  auditLog: router({
    /** GET /api/admin/audit-log?page=&pageSize= */
    list: adminProcedure
      .input(ZPageInput)
      .output(ZAuditLog)
      .query(({ ctx, input }) => listAuditLog(ctx.db, input)),
  }),
});
