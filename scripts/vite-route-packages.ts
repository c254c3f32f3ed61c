import { parseAst } from "rolldown/parseAst"
import type { Plugin } from "vite"
import { isAppLayer, isPackage, reach } from "./import-graph"
import { demoEntrySlug, isDemoEntry } from "./vite-demo-entries"

/** Where the build leaves, for each demo route, the npm imports of its own code (read by scripts/limits.mjs). */
export const ROUTE_PACKAGES = ".vite/route-packages.json"

/** What every route's limit holds anyway (scripts/limits.mjs): not counted as a route's own. */
const BASE_PACKAGES = new Set(["react", "react-dom", "@zag-js/react"])

/** By import specifier, the names a module imports from it: "*" for the namespace, "default" for the default. */
export type PackageImports = Record<string, string[]>

const isBare = (source: string) => /^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]+)?$/.test(source) && !source.startsWith(".")
export const packageOf = (specifier: string) => specifier.split("/", specifier.startsWith("@") ? 2 : 1).join("/")

/**
 * The imports of npm packages in a module's code, type-only imports aside (in Vite's build the code has
 * been through TypeScript by then; `lang` says how to parse it if not).
 */
export function packageImportsOf(code: string, lang: "js" | "jsx" | "ts" | "tsx" = "js"): PackageImports {
  const imports: PackageImports = {}
  const add = (source: string, names: string[]) => {
    if (isBare(source)) imports[source] = [...new Set([...(imports[source] ?? []), ...names])].sort()
  }
  for (const node of parseAst(code, { lang }).body) {
    if (node.type === "ImportDeclaration" && node.importKind !== "type")
      add(
        node.source.value,
        node.specifiers.flatMap((specifier) =>
          specifier.type === "ImportSpecifier" && specifier.importKind === "type"
            ? []
            : specifier.type === "ImportNamespaceSpecifier"
              ? "*"
              : specifier.type === "ImportDefaultSpecifier"
                ? "default"
                : String(specifier.imported.type === "Identifier" ? specifier.imported.name : specifier.imported.value),
        ),
      )
    else if (node.type === "ExportAllDeclaration") add(node.source.value, ["*"])
    else if (node.type === "ExportNamedDeclaration" && node.source)
      add(
        node.source.value,
        node.specifiers.map((specifier) =>
          String(specifier.local.type === "Identifier" ? specifier.local.name : specifier.local.value),
        ),
      )
  }
  return imports
}

/**
 * Records, for each demo route, the npm packages its own code imports statically and the names it imports
 * from each: the code a demo entry (scripts/vite-demo-entries.ts) reaches outside the app's layers and the
 * shell (its folder, the widgets and data it uses). Left out: React, react-dom and @zag-js/react (in every
 * limit) and the workbench's own packages (those the app modules of every route import).
 * Written to ROUTE_PACKAGES, by route ("/select").
 */
export function routePackages(mainEntry: string): Plugin {
  const importsOf = new Map<string, PackageImports>()
  return {
    name: "zag-gallery:route-packages",
    apply: (config, env) => env.command === "build" && !config.build?.ssr,
    transform: {
      order: "post",
      handler(code, id) {
        const extension = id.match(/\.m?([jt]sx?|json)$/)?.[1]
        if (isPackage(id) || !extension || id.includes("?")) return
        importsOf.set(
          id,
          packageImportsOf(code, extension === "json" ? "js" : (extension as "js" | "jsx" | "ts" | "tsx")),
        )
      },
    },
    generateBundle() {
      const shell = reach(this, [mainEntry])
      const isOwnCode = (id: string) => !isPackage(id) && !isAppLayer(id) && !shell.has(id)
      const packagesOf = (modules: Iterable<string>) =>
        new Set([...modules].flatMap((id) => Object.keys(importsOf.get(id) ?? {}).map(packageOf)))
      const routes = [...this.getModuleIds()].filter(isDemoEntry).map((entry) => {
        const own = reach(this, [entry], isOwnCode)
        const app = [...reach(this, [entry], (id) => !isPackage(id))].filter((id) => !own.has(id))
        return { route: `/${demoEntrySlug(entry)}`, own, appPackages: packagesOf(app) }
      })
      // the workbench's own packages: what the app modules of every route import
      const shared = routes
        .map((route) => route.appPackages)
        .reduce((all, packages) => new Set([...all].filter((pkg) => packages.has(pkg))))
      const recorded: Record<string, PackageImports> = {}
      for (const { route, own } of routes.sort((a, b) => a.route.localeCompare(b.route))) {
        const imports: PackageImports = {}
        for (const id of own)
          for (const [specifier, names] of Object.entries(importsOf.get(id) ?? {})) {
            const pkg = packageOf(specifier)
            if (BASE_PACKAGES.has(pkg) || shared.has(pkg)) continue
            imports[specifier] = [...new Set([...(imports[specifier] ?? []), ...names])].sort()
          }
        recorded[route] = Object.fromEntries(Object.entries(imports).sort())
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PACKAGES, source: JSON.stringify(recorded, null, 2) + "\n" })
    },
  }
}
