/** The bench's first-load probe, an init script that records into `window.__bench`. */
export function firstLoadProbe(): void
