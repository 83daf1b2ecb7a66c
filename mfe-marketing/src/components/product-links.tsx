import { Link } from '@dpu/router';
import { productByKey } from '@dpu/contracts';
import layout from './layout.module.css';

/** Links to the product pages named by key in content (identity comes from PRODUCTS). */
export function ProductLinks({
  keys,
  label = '相关产品',
}: {
  keys: readonly string[];
  label?: string;
}) {
  const products = keys.flatMap((key) => {
    const product = productByKey(key);
    return product ? [product] : [];
  });
  if (products.length === 0) return null;
  return (
    <ul className={layout.tags} aria-label={label}>
      {products.map((product) => (
        <li key={product.key}>
          <Link className={layout.tag} to={product.route}>
            {product.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
