import type { CDPSession } from "@playwright/test"

/** A heap snapshot's self sizes by what they are (scripts/heap-diff.mjs compares two snapshots in detail). */
export type HeapBreakdown = {
  /** Objects, closures, arrays, strings and V8's own bookkeeping of them: what the page's code holds. */
  js: number
  /** Compiled code and its metadata (bytecode, optimized code, feedback): V8's "code" nodes. */
  code: number
  /** The browser's own objects (DOM, styles, DevTools buffers): outside the JS heap's used size. */
  native: number
  /** The snapshot as JSON, for a caller that keeps it. */
  json: string
}

/** Takes a heap snapshot (which collects garbage first) and sums its nodes' self sizes by kind. */
export async function heapBreakdown(cdp: CDPSession): Promise<HeapBreakdown> {
  const chunks: string[] = []
  const onChunk = ({ chunk }: { chunk: string }) => void chunks.push(chunk)
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk)
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false })
  cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk)
  const json = chunks.join("")
  const { snapshot, nodes } = JSON.parse(json) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
  }
  const fields = snapshot.meta.node_fields
  const types = snapshot.meta.node_types[0]
  const [TYPE, SIZE, width] = [fields.indexOf("type"), fields.indexOf("self_size"), fields.length]
  const sums = { js: 0, code: 0, native: 0 }
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + TYPE]]
    const kind = type === "code" ? "code" : type === "native" || type === "synthetic" ? "native" : "js"
    sums[kind] += nodes[i + SIZE]
  }
  return { ...sums, json }
}
