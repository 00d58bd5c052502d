import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The page of a list, back to 1 whenever `resetKey` (e.g. the search) changes: the page is kept
 * together with the key it was chosen for, so no effect has to reset it.
 */
export function usePaging(resetKey = ''): [number, (page: number) => void] {
  const [state, setState] = useState({ key: resetKey, page: 1 });
  const page = state.key === resetKey ? state.page : 1;
  return [page, (next) => setState({ key: resetKey, page: next })];
}

/**
 * Query options of every admin list: fetched again on each visit to the tab (data is otherwise
 * never stale here), and the previous page stays on screen while the next one loads.
 */
export const ADMIN_LIST_QUERY = {
  placeholderData: keepPreviousData,
  refetchOnMount: 'always',
} as const;
