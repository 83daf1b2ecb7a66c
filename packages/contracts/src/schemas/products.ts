import { Type, type Static } from 'typebox';

// docs/api.md GET /product/list, GET /productUserMid/check/client/{productId}.

export const ProductSummary = Type.Object({
  series: Type.String(),
  proId: Type.String(),
  key: Type.String(),
  name: Type.String(),
});
export type ProductSummary = Static<typeof ProductSummary>;

export const ProductIdParams = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 64 }),
});
