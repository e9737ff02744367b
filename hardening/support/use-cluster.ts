/** In every test file: the API's test helpers (openTestDatabase) make their databases in the suite's own cluster. */
import { inject } from 'vitest';

process.env.TEST_DATABASE_URL = inject('pgCluster').url;
