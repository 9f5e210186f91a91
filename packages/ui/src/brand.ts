/** The product name, shown in the navbar, sidebar, footer and titles: one constant for every app. */
export const PRODUCT_NAME = 'RideBook';
