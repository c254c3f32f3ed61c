/** Builds the limit site into `dir`: `<route>.html` and `assets/<route>.js` for each page; `routes` are "/<route>". */
export function buildLimitSite(dir?: string): Promise<{ dir: string; routes: string[] }>
