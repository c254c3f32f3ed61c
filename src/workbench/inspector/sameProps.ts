/** Props equal one by one, arrays by their items: the panel's parts re-render only when what they show changes. */
export function sameProps<P extends object>(a: P, b: P): boolean {
  return (Object.keys(a) as Array<keyof P>).every((key) => {
    const x = a[key]
    const y = b[key]
    return (
      Object.is(x, y) ||
      (Array.isArray(x) && Array.isArray(y) && x.length === y.length && x.every((v, i) => Object.is(v, y[i])))
    )
  })
}
