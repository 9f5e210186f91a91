import { configureApiClient } from '@ridebook/api-client';
import { env } from '../config/env.ts';

// Imported only through loadApiClient(): the api-client brings axios and zod, which stay out of the entry chunk.
configureApiClient({ baseURL: env.apiUrl });
