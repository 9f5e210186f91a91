export { cn } from './cn.ts';
export { PRODUCT_NAME } from './brand.ts';
