import type { Browser } from "@playwright/test"

export function resolveChromium(): string | undefined
export function resolveHeadlessShell(): string | undefined
export const chromiumArgs: string[]
export const suiteChromiumArgs: string[]
export const cpuSlowdown: number
export function launchChromium(): Promise<Browser>
