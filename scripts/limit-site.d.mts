/** Builds the limit site into `dir`: `<route>.html` and `assets/<route>.js` for each page; `routes` are "/<route>". */
export function buildLimitSite(dir?: string): Promise<{ dir: string; routes: string[] }>
/** The route of one of perf/limit-site/pages.tsx's exports: `DatePicker` is "date-picker". */
export function routeOf(exportName: string): string
