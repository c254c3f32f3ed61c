export const contentSecurityPolicy: string
export const securityHeaders: Record<string, string>
export function headersFile(): string
export const hashesFile: URL
