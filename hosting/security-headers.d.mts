export const contentSecurityPolicy: string
export const embedContentSecurityPolicy: string
export const EMBED_PATHS: string
export const securityHeaders: Record<string, string>
export const embedHeaders: Record<string, string>
export function headersFor(pathname: string): Record<string, string>
export function headersFile(): string
export const hashesFile: URL
