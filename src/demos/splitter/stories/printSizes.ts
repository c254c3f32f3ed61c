/** Panel sizes as the stories print them: two decimals at most. */
export const printSizes = (sizes: number[]) => JSON.stringify(sizes.map((size) => Math.round(size * 100) / 100))
