/**
 * The web app's entry: typed @trpc/react-query hooks. Only types cross from the server code, so
 * no server module reaches the browser bundle.
 */
import { createTRPCReact } from '@trpc/react-query';

import type { AppRouter } from './root';

export const trpc = createTRPCReact<AppRouter>();
export type { AppRouter, RouterInputs, RouterOutputs } from './root';
