import { measureApi } from './api-load';
import { publish } from './report';

/** `npm run bench:api`: only the API's figures (`npm run bench` records them with the others). */
publish('npm run bench:api', [await measureApi()]);
