import type { QueryClient } from '@tanstack/react-query';

import type { TrpcUtils } from './trpc';

/** What every route's loader and beforeLoad receive (set once in main.tsx). */
export type RouterContext = {
  queryClient: QueryClient;
  trpcUtils: TrpcUtils;
};
