export const contentSecurityPolicy: string
export const embedContentSecurityPolicy: string
export const EMBED_PATHS: string
export const securityHeaders: Record<string, string>
export const embedHeaders: Record<string, string>
export function headersFor(pathname: string, styleHashes?: string[]): Record<string, string>
export const STYLE_HASHES: string
export function headersOfBuild(dist: string): (pathname: string) => Record<string, string>
export function headersFile(styleHashes?: Record<string, string[]>): string
export const hashesFile: URL
export function hashSource(text: string): string
