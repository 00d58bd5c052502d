import { vitestConfig } from '../../vitest.base';

/** Unit and HTTP tests; the load, fault and crash proofs run on their own (vitest.reliability). */
export default vitestConfig('unit', { exclude: ['src/reliability/**', 'node_modules/**'] });
