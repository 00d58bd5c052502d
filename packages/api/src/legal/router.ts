import { router } from '../trpc';

/** Legal documents and FAQ content (read publicly, edited by admins). */
export const legalRouter = router({});
