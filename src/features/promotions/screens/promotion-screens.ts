/** The promotions' screens and the product page's panel, one lazy chunk (src/app/storefront/screens.tsx). */
export { FlashSalePage } from './flash-sale-screen.tsx';
export { GroupBuyPage } from './group-buy-screen.tsx';
export { DiscountDetailPage, SpecialDiscountPage } from './discount-screens.tsx';
export { SkuPromotion } from '../components/sku-promotion.tsx';
