/** Serves `dist` (default: the build) with every demo route redirected to its isolation view, `/embed/<slug>`. */
export function serveIsolationSite(dist?: string): Promise<{ url: string; stop: () => void }>
