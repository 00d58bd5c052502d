import { vitestConfig } from '../../vitest.base';

export default vitestConfig('unit');
