// Usage: node scripts/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--top 25]
//
// What a page allocated between two heap snapshots of the same session (V8 keeps node ids across them)
// and still holds: the new objects grouped by kind and constructor, then, for the largest groups, what
// retains them. `HEAP_SNAPSHOTS=<dir> npx playwright test tests/memory.spec.ts` writes the snapshots.
import { readFileSync } from "node:fs"

const [beforeFile, afterFile] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"))
const topIndex = process.argv.indexOf("--top")
const TOP = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 25
if (!beforeFile || !afterFile) {
  console.error("usage: node scripts/heap-diff.mjs before.heapsnapshot after.heapsnapshot [--top N]")
  process.exit(1)
}

function load(file) {
  const { snapshot, nodes, edges, strings } = JSON.parse(readFileSync(file, "utf8"))
  const {
    node_fields: nodeFields,
    node_types: [nodeTypes],
    edge_fields: edgeFields,
    edge_types: [edgeTypes],
  } = snapshot.meta
  const N = nodeFields.length
  const E = edgeFields.length
  const at = (name) => nodeFields.indexOf(name)
  const [TYPE, NAME, ID, SIZE, EDGE_COUNT] = ["type", "name", "id", "self_size", "edge_count"].map(at)
  const [EDGE_TYPE, EDGE_NAME, TO] = ["type", "name_or_index", "to_node"].map((f) => edgeFields.indexOf(f))
  const count = nodes.length / N
  const firstEdge = new Uint32Array(count + 1)
  for (let i = 0; i < count; i++) firstEdge[i + 1] = firstEdge[i] + nodes[i * N + EDGE_COUNT]
  const kind = (i) => {
    const type = nodeTypes[nodes[i * N + TYPE]]
    const name = strings[nodes[i * N + NAME]]
    // objects by constructor; code by what it is (compiled code, bytecode, feedback) rather than by function
    if (type === "object" || type === "native") return `${type} ${name}`
    if (type === "code" || type === "hidden" || type === "array")
      return `${type} ${name.replace(/\s*\(.*$/, "").slice(0, 60)}`
    return type
  }
  return { nodes, edges, strings, N, E, count, firstEdge, edgeTypes, ID, SIZE, EDGE_TYPE, EDGE_NAME, TO, kind }
}

const before = load(beforeFile)
const after = load(afterFile)
const oldIds = new Set()
for (let i = 0; i < before.count; i++) oldIds.add(before.nodes[i * before.N + before.ID])

const groups = new Map()
const isNew = new Uint8Array(after.count)
for (let i = 0; i < after.count; i++) {
  if (oldIds.has(after.nodes[i * after.N + after.ID])) continue
  isNew[i] = 1
  const key = after.kind(i)
  const group = groups.get(key) ?? { count: 0, size: 0, nodes: [] }
  group.count++
  group.size += after.nodes[i * after.N + after.SIZE]
  group.nodes.push(i)
  groups.set(key, group)
}

// retainers: for every new node, the kinds of the nodes holding it (weak edges left out)
const retainers = new Map()
for (let from = 0; from < after.count; from++) {
  for (let e = after.firstEdge[from]; e < after.firstEdge[from + 1]; e++) {
    const base = e * after.E
    if (after.edgeTypes[after.edges[base + after.EDGE_TYPE]] === "weak") continue
    const to = after.edges[base + after.TO] / after.N
    if (!isNew[to]) continue
    const list = retainers.get(to) ?? []
    list.push(after.kind(from))
    retainers.set(to, list)
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

// net change per kind: what there is more of, whatever was freed and allocated again in between
const totals = (snap) => {
  const byKind = new Map()
  for (let i = 0; i < snap.count; i++) {
    const key = snap.kind(i)
    const entry = byKind.get(key) ?? { count: 0, size: 0 }
    entry.count++
    entry.size += snap.nodes[i * snap.N + snap.SIZE]
    byKind.set(key, entry)
  }
  return byKind
}
const [was, now] = [totals(before), totals(after)]
const net = [...new Set([...was.keys(), ...now.keys()])].map((key) => {
  const [a, b] = [was.get(key) ?? { count: 0, size: 0 }, now.get(key) ?? { count: 0, size: 0 }]
  return { key, count: b.count - a.count, size: b.size - a.size }
})
const isCode = (key) => key.startsWith("code ")
const sum = (rows) => rows.reduce((total, row) => total + row.size, 0)
const isNative = (key) => key.startsWith("native ")
console.log(
  `net: ${kib(sum(net))} in all: ${kib(sum(net.filter((row) => isCode(row.key))))} compiled code and its metadata (kind "code"), ` +
    `${kib(sum(net.filter((row) => isNative(row.key))))} the browser's own (kind "native", outside the JS heap), ` +
    `${kib(sum(net.filter((row) => !isCode(row.key) && !isNative(row.key))))} JS objects, closures, arrays and strings`,
)
for (const row of net.sort((a, b) => b.size - a.size).slice(0, TOP)) {
  console.log(`${kib(row.size).padStart(10)} ${String(row.count).padStart(6)}  ${row.key.slice(0, 120)}`)
}
console.log("\nallocated since the first snapshot and still alive, by kind, with what holds them:")
const total = [...groups.values()].reduce((sum, g) => sum + g.size, 0)
const old = before.count
console.log(
  `${beforeFile} → ${afterFile}: ${old} → ${after.count} nodes; ${[...groups.values()].reduce((s, g) => s + g.count, 0)} new, ${kib(total)} self size`,
)
const sorted = [...groups.entries()].sort((a, b) => b[1].size - a[1].size).slice(0, TOP)
for (const [key, group] of sorted) {
  const holders = new Map()
  for (const node of group.nodes)
    for (const holder of new Set(retainers.get(node) ?? ["(none)"])) holders.set(holder, (holders.get(holder) ?? 0) + 1)
  const topHolders = [...holders.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([h, n]) => `${h} ×${n}`)
  console.log(
    `${kib(group.size).padStart(10)} ${String(group.count).padStart(6)}  ${key.slice(0, 120)}   ← ${topHolders.map((h) => h.slice(0, 80)).join(", ")}`,
  )
}
