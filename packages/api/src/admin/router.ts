import { router } from '../trpc';

/** Admin-only procedures; every one of them uses adminProcedure. */
export const adminRouter = router({});
