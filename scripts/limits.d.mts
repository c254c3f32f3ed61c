/** By import specifier, the names a route's own code imports from it ("*": the namespace). */
export type PackageImports = Record<string, string[]>
export const ROUTE_PACKAGES: string
export function limitEntry(imports: PackageImports): Promise<string>
export function computeLimits(
  routes: Record<string, PackageImports>,
  options?: { cacheDir?: string | false },
): Promise<{ reactFloor: number; limits: Record<string, number> }>
export function limitsOfBuild(
  dist: string,
  options?: { cacheDir?: string | false },
): Promise<{ reactFloor: number; limits: Record<string, number> }>
