import { useMemo } from "react"
import { useSearch } from "../url/searchStore"
import { type ViewSettings, viewValues } from "./settings"

export { setViewSetting } from "./settings"

/** `{ dir, locale, ... }` from the URL (values that do not fit give the defaults): pages pass `dir` and `locale` to their machines. */
export function useViewSettings(): ViewSettings {
  const search = useSearch()
  return useMemo(() => viewValues(search), [search])
}
