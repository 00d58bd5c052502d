import { vitestConfig } from '../../vitest.base';

/** Unit tests only; the browser suite has its own config (vitest.e2e.config.ts). */
export default vitestConfig('unit');
