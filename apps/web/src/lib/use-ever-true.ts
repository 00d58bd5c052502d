import { useState } from 'react';

/**
 * True from the first render where `condition` holds, and from then on. A lazily loaded dialog or
 * tab mounts only once it is first needed and then stays, so it can animate closed and keep its
 * state when hidden again.
 */
export function useEverTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}
