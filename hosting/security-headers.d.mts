export interface BuildHeaders {
  contentSecurityPolicy: string
  embedContentSecurityPolicy: string
  securityHeaders: Record<string, string>
  embedHeaders: Record<string, string>
  headersFor(pathname: string, styleHashes?: string[]): Record<string, string>
  headersFile(styleHashes?: Record<string, string[]>): string
}
export const INLINE_HASHES: string
export const EMBED_PATHS: string
export const STYLE_HASHES: string
export function hashSource(text: string): string
export function headersOf(scriptHashes: string[]): BuildHeaders
export function headersOfDist(dist: string): BuildHeaders
export function headersOfBuild(dist: string): (pathname: string) => Record<string, string>
