import { afterAll, beforeAll, inject } from 'vitest';
import { startProduct, type Product } from './product';

/**
 * A product (server and database) of the test file's own, for tests that change what the
 * shared one's other tests rely on (submitting, saving steps): started before the file's
 * tests on a copy of the run's seeded database, stopped after them.
 */
export function useOwnProduct(): { readonly url: string } {
  let product: Product | undefined;
  beforeAll(async () => {
    product = await startProduct({ database: inject('seededDatabase') });
  });
  afterAll(async () => {
    await product?.stop();
  });
  return {
    get url() {
      if (!product) throw new Error('The product starts in beforeAll; read its url inside a test');
      return product.url;
    },
  };
}
