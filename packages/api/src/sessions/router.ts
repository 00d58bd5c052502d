import { router } from '../trpc';

/** Past generations and their versions (the Generator issue). */
export const sessionsRouter = router({});
