/** Where ArrowRight/ArrowLeft (wrapping), Home and End move among `count` items from `index`; -1 for other keys. */
export function nextIndex(key: string, index: number, count: number) {
  if (key === "ArrowRight") return (index + 1) % count
  if (key === "ArrowLeft") return (index - 1 + count) % count
  return key === "Home" ? 0 : key === "End" ? count - 1 : -1
}
