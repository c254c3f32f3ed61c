/** The drawer demo's scrollable list: "Item 1" … "Item 50". */
export const drawerItems = Array.from({ length: 50 }, (_, index) => `Item ${index + 1}`)
