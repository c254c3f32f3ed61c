/**
 * The thumb's box in slider.css (20×20, border included). Given to zag up front, the pre-rendered page
 * places thumbs and markers where the hydrated one does; left to measure it after hydration, zag moved
 * them by up to 10 px once the page was already painted (first seen in Firefox, which paints before
 * hydration).
 */
export const thumbSize = { width: 20, height: 20 }
