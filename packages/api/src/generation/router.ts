import { router } from '../trpc';

/** Generate, troubleshoot and instruction calls (the Generator issue). */
export const generationRouter = router({});
