export const PRODUCT_NAME = 'TrovaPro';
