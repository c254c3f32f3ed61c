import ts from "typescript"

/** The project's folder from a test module's URL (jsdom's URL cannot resolve "../.."). */
export const projectRoot = (moduleUrl: string) =>
  decodeURIComponent(moduleUrl.replace(/^file:\/\//, "").replace(/\/src\/.*$/, ""))

/**
 * Type-checks TSX files (held in memory, or on disk where `files` has no text for them) against the
 * installed React and @zag-js types, as a plain Vite + React app would: strict, nothing of the gallery's.
 * Returns one line per problem, paths relative to `root`.
 */
export function compileTsx(files: Map<string, string | undefined>, root: string): string[] {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    resolveJsonModule: true,
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
    // what a Vite app declares: its CSS and asset imports
    types: ["vite/client"],
  }
  const host = ts.createCompilerHost(options)
  const readFile = host.readFile
  host.readFile = (name) => files.get(name) ?? readFile(name)
  host.fileExists = (name) => files.get(name) !== undefined || ts.sys.fileExists(name)
  const getSourceFile = host.getSourceFile
  host.getSourceFile = (name, version, ...rest) => {
    const text = files.get(name)
    return text !== undefined
      ? ts.createSourceFile(name, text, version, true, ts.ScriptKind.TSX)
      : getSourceFile(name, version, ...rest)
  }
  const program = ts.createProgram([...files.keys()], options, host)
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n")
    if (!diagnostic.file || diagnostic.start === undefined) return message
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
    const source = diagnostic.file.text.split("\n")[line]
    return `${diagnostic.file.fileName.slice(root.length + 1)}:${line + 1}: ${message}\n    ${source?.trim()}`
  })
}
