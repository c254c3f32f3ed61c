// `npm run test:changed [-- --dry-run] [playwright args]`: the fast inner loop. Runs only what the working
// tree's changes (against HEAD, untracked files included) touch: the unit tests related to the changed
// files, the changed browser specs, each touched demo's own specs, and the registry-wide suites
// filtered to the touched demos. A change to shared code reaches the demos that import it directly, and a
// page object (tests/models/) the specs that use it.
import { execFileSync, spawnSync } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { basename, dirname, join, relative } from "node:path"

const args = process.argv.slice(2)
const dryRun = args.includes("--dry-run")
const passThrough = args.filter((arg) => arg !== "--dry-run")

const git = (...gitArgs) => execFileSync("git", gitArgs, { encoding: "utf8" }).split("\n").filter(Boolean)
const changed = [
  ...new Set([...git("diff", "--name-only", "HEAD"), ...git("ls-files", "--others", "--exclude-standard")]),
]
  .filter((file) => existsSync(file))
  .sort()

/** Suites in tests/ with one test (or a group) per demo whose title names its slug. */
const REGISTRY_SUITES = [
  "tests/routes.spec.ts",
  "tests/routes-full-chromium.spec.ts",
  "tests/inspector.spec.ts",
  "tests/hostile-links.spec.ts",
  "tests/firefox/routes.spec.ts",
]
const isSpec = (file) => /\.e2e\.ts$/.test(file) || /^tests\/.*\.spec\.ts$/.test(file)
const isUnitTest = (file) => /\.test\.tsx?$/.test(file)

const demoOf = (file) => file.match(/^src\/demos\/([^/]+)\//)?.[1]
const demoFolders = readdirSync("src/demos", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const filesOf = (folder) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))

/** Demos whose own files import `file` (a data module, a shared widget, ...). */
function demosImporting(file) {
  const module = file.replace(/\.(tsx?|mjs)$/, "")
  return demoFolders.filter((slug) =>
    filesOf(`src/demos/${slug}`).some((source) => {
      const imports = [...readFileSync(source, "utf8").matchAll(/from "(\.[^"]+)"/g)].map(([, path]) =>
        join(dirname(source), path),
      )
      return imports.some((path) => relative(".", path) === module || relative(".", path) === dirname(module))
    }),
  )
}

const demos = new Set()
const specs = new Set(changed.filter(isSpec))
for (const file of changed) {
  const slug = demoOf(file)
  if (slug) demos.add(slug)
  else if (/^src\/(widgets|data)\//.test(file)) for (const user of demosImporting(file)) demos.add(user)
}
for (const slug of demos) for (const file of filesOf(`src/demos/${slug}`)) if (file.endsWith(".e2e.ts")) specs.add(file)
// a page object reaches the specs that use it, and those of the models built on it (every model extends model.ts)
const allSpecs = [...filesOf("src/demos"), ...filesOf("tests")].filter(isSpec)
const models = filesOf("tests/models").map((file) => ({
  name: basename(file, ".ts"),
  source: readFileSync(file, "utf8"),
}))
const touchedModels = new Set(
  changed.filter((file) => /^tests\/models\/.*\.ts$/.test(file)).map((f) => basename(f, ".ts")),
)
for (let grown = true; grown;) {
  grown = false
  for (const { name, source } of models)
    if (!touchedModels.has(name) && [...touchedModels].some((used) => source.includes(`"./${used}"`)))
      grown = Boolean(touchedModels.add(name))
}
for (const name of touchedModels)
  for (const spec of allSpecs) if (readFileSync(spec, "utf8").includes(`models/${name}"`)) specs.add(spec)
const registrySuites = REGISTRY_SUITES.filter((suite) => !specs.has(suite))
// `/<slug> ` in per-route titles, `: <slug>,` or `, <slug>)` in per-group titles
const slugFilter = demos.size ? `(/|[:,] )(${[...demos].join("|")})( |,|\\))` : null
const unitFiles = changed.filter((file) => /\.(ts|tsx)$/.test(file) && !isSpec(file))

const shared = changed.filter((file) => /^src\/(workbench|app)\//.test(file) && !isUnitTest(file))
console.log(`changed: ${changed.length} file(s); demos touched: ${[...demos].join(", ") || "none"}`)
if (shared.length)
  console.log(
    `shared code changed (${shared.map((f) => basename(f)).join(", ")}): its specs run; the full suite is \`npm test\``,
  )

const steps = []
if (unitFiles.length) steps.push(["npx", ["vitest", "related", "--run", "--passWithNoTests", ...unitFiles]])
if (specs.size || slugFilter) steps.push(["npm", ["run", "build"]])
if (specs.size) steps.push(["npx", ["playwright", "test", ...specs, ...passThrough]])
if (slugFilter) steps.push(["npx", ["playwright", "test", ...registrySuites, "-g", slugFilter, ...passThrough]])
if (!steps.length) console.log("nothing to test")

let failed = false
for (const [command, commandArgs] of steps) {
  console.log(`\n$ ${command} ${commandArgs.map((a) => (/[\s|()]/.test(a) ? `'${a}'` : a)).join(" ")}`)
  if (dryRun) continue
  const run = spawnSync(command, commandArgs, { stdio: "inherit" })
  if (run.status !== 0) {
    failed = true
    if (command === "npm") break
  }
}
process.exit(failed ? 1 : 0)
