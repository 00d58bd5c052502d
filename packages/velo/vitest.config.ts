import { vitestConfig } from '../../vitest.base';

// Pure in-memory tests: one module graph per worker instead of one per file (decision 020).
export default vitestConfig('unit', { isolate: false });
