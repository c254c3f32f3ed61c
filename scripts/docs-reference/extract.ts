import ts from "typescript"
import type { ApiDoc, CallbackDoc, MachineReference, PropDoc } from "../../src/workbench/docs/reference"

/** The longest union a type name is spelled out as. */
const MAX_SPELLED = 80
const NO_TRUNCATION = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope

/** The `.d.ts` entry of each package (its `types`), as TypeScript resolves `import "<pkg>"`. */
function entryOf(pkg: string, root: string): string {
  const resolved = ts.resolveModuleName(
    pkg,
    `${root}/index.ts`,
    { moduleResolution: ts.ModuleResolutionKind.Bundler },
    ts.sys,
  )
  const file = resolved.resolvedModule?.resolvedFileName
  if (!file) throw new Error(`docs reference: TypeScript cannot resolve ${pkg}`)
  return file
}

const docOf = (symbol: ts.Symbol, checker: ts.TypeChecker) =>
  ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()

function defaultOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const tag = symbol.getJsDocTags(checker).find((each) => each.name === "default")
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined
}

/** The type as written in the declaration (readable: aliases and unions stay as zag wrote them), without `| undefined`. */
function writtenType(symbol: ts.Symbol, checker: ts.TypeChecker, fallback: ts.Type): string {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0]
  const node =
    declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined
  if (!node) return checker.typeToString(fallback, undefined, NO_TRUNCATION)
  let written = node
  if (ts.isUnionTypeNode(node)) {
    const kept = node.types.filter((each) => each.kind !== ts.SyntaxKind.UndefinedKeyword)
    if (kept.length === 1) written = kept[0]
    else return kept.map((each) => each.getText()).join(" | ")
  }
  while (ts.isParenthesizedTypeNode(written)) written = written.type
  const text = written.getText().replace(/\s+/g, " ")
  // a named union of a few literals reads better spelled out: `SelectionMode` → `"single" | "multiple" | "range"`
  if (/^[A-Z]\w*$/.test(text) && fallback.isUnion()) {
    // in the order zag wrote it, where the alias is a union as written
    const alias = fallback.aliasSymbol?.declarations?.[0]
    const spelled =
      alias && ts.isTypeAliasDeclaration(alias) && ts.isUnionTypeNode(alias.type)
        ? alias.type.getText().replace(/\s+/g, " ")
        : fallback.types.map((each) => checker.typeToString(each, undefined, NO_TRUNCATION)).join(" | ")
    if (spelled.length <= MAX_SPELLED) return spelled
  }
  return text
}

function typeOfMember(symbol: ts.Symbol, checker: ts.TypeChecker): ts.Type {
  return checker.getNonNullableType(checker.getTypeOfSymbol(symbol))
}

const declaredByZag = (symbol: ts.Symbol) =>
  symbol.declarations?.some((each) => each.getSourceFile().fileName.includes("/@zag-js/")) ?? false

/**
 * The members zag declares of an object type it names (PositioningOptions, ElementIds), worth listing one
 * by one; none for a function, a union (of strings) or another library's class (a DateValue's methods).
 */
function zagMembers(type: ts.Type, checker: ts.TypeChecker): ts.Symbol[] {
  const symbol = type.aliasSymbol ?? type.getSymbol()
  if (!symbol || !declaredByZag(symbol) || type.isUnion() || !(type.flags & ts.TypeFlags.Object)) return []
  // a class (ListCollection) is documented by its own package: its dozens of methods are no options
  if (symbol.flags & ts.SymbolFlags.Class) return []
  if (type.getCallSignatures().length > 0) return []
  return checker.getPropertiesOfType(type).filter(declaredByZag)
}

function propDoc(symbol: ts.Symbol, checker: ts.TypeChecker, depth: number): PropDoc {
  const type = typeOfMember(symbol, checker)
  const doc: PropDoc = {
    name: symbol.name,
    type: writtenType(symbol, checker, type),
    required: (symbol.flags & ts.SymbolFlags.Optional) === 0,
    description: docOf(symbol, checker),
  }
  const fallback = defaultOf(symbol, checker)
  if (fallback !== undefined) doc.default = fallback
  if (depth === 0) {
    const members = zagMembers(type, checker).map((member) => propDoc(member, checker, depth + 1))
    if (members.some((member) => member.description)) doc.members = members
  }
  return doc
}

/** `{ value: string[]; items: T[] }`: the callback's first parameter, its properties spelled out. */
function detailsOf(symbol: ts.Symbol, checker: ts.TypeChecker): string | undefined {
  const signature = typeOfMember(symbol, checker).getCallSignatures()[0]
  if (!signature) return undefined
  const parameter = signature.getParameters()[0]
  if (!parameter) return "(no details)"
  const type = checker.getTypeOfSymbol(parameter)
  // only what zag declares: a DOM event's own hundred members stay behind its name
  const properties = checker.getPropertiesOfType(type).filter(declaredByZag)
  if (type.isUnion() || properties.length === 0 || !(type.flags & ts.TypeFlags.Object))
    return checker.typeToString(type, undefined, NO_TRUNCATION)
  const members = properties.map((property) => {
    const optional = property.flags & ts.SymbolFlags.Optional ? "?" : ""
    return `${property.name}${optional}: ${checker.typeToString(checker.getTypeOfSymbol(property), undefined, NO_TRUNCATION)}`
  })
  return `{ ${members.join("; ")} }`
}

function apiDoc(symbol: ts.Symbol, checker: ts.TypeChecker): ApiDoc {
  const type = typeOfMember(symbol, checker)
  const [signature] = type.getCallSignatures()
  const text = signature
    ? `${symbol.name}${checker.signatureToString(signature, undefined, NO_TRUNCATION)}`
    : `${symbol.name}: ${writtenType(symbol, checker, type)}`
  return { name: symbol.name, signature: text.replace(/\s+/g, " "), description: docOf(symbol, checker) }
}

const byRequiredThenName = (a: PropDoc, b: PropDoc) =>
  Number(b.required) - Number(a.required) || a.name.localeCompare(b.name)

function exportedType(module: ts.Symbol, name: string, checker: ts.TypeChecker): ts.Type | undefined {
  const symbol = checker.getExportsOfModule(module).find((each) => each.name === name)
  if (!symbol) return undefined
  return checker.getDeclaredTypeOfSymbol(
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol,
  )
}

/** Whether a package runs a machine: it exports `machine` and `connect` (zag's shared packages do not). */
function isMachinePackage(module: ts.Symbol, checker: ts.TypeChecker): boolean {
  const names = new Set(checker.getExportsOfModule(module).map((each) => each.name))
  return names.has("machine") && names.has("connect") && names.has("Props") && names.has("Api")
}

/** A package's machines: its own (`Props`, `Api`) and a group machine where it has one (toast's `group`). */
const MACHINES = [
  { suffix: "", props: "Props", api: "Api" },
  { suffix: "/group", props: "GroupProps", api: "GroupApi" },
]

/**
 * The reference of each machine among `packages` (packages without one are skipped), from their published
 * `.d.ts` files: one TypeScript program for all of them. Keyed by package, and `<package>/group` for a group
 * machine. `scope` and `parts` are filled in by the caller (anatomy is a value).
 */
export function extractReferences(
  packages: readonly string[],
  root: string,
): Record<string, Omit<MachineReference, "scope" | "parts">> {
  const entries = new Map(packages.map((pkg) => [pkg, entryOf(pkg, root)]))
  const program = ts.createProgram([...entries.values()], {
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  const references: Record<string, Omit<MachineReference, "scope" | "parts">> = {}
  for (const [pkg, file] of entries) {
    const source = program.getSourceFile(file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module || !isMachinePackage(module, checker)) continue
    for (const machine of MACHINES) {
      const propsType = exportedType(module, machine.props, checker)
      const apiType = exportedType(module, machine.api, checker)
      if (!propsType || !apiType) continue
      const props = checker.getPropertiesOfType(propsType)
      const callbacks: CallbackDoc[] = []
      for (const symbol of props) {
        const details = /^on[A-Z]/.test(symbol.name) ? detailsOf(symbol, checker) : undefined
        if (details) callbacks.push({ name: symbol.name, details, description: docOf(symbol, checker) })
      }
      references[pkg + machine.suffix] = {
        package: pkg,
        props: props.map((symbol) => propDoc(symbol, checker, 0)).sort(byRequiredThenName),
        callbacks: callbacks.sort((a, b) => a.name.localeCompare(b.name)),
        api: checker.getPropertiesOfType(apiType).map((symbol) => apiDoc(symbol, checker)),
      }
    }
  }
  return references
}
