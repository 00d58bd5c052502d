import { vitestConfig } from '../../vitest.base';

/**
 * Unit tests only; the browser suite has its own config (vitest.e2e.config.ts). One module graph
 * per worker instead of one per file (decision 020).
 */
export default vitestConfig('unit', { isolate: false });
