import { boot } from "./boot"

// home, the not-found page and the dev server; a pre-rendered demo page runs its own entry instead
boot()
