/** The six sample images, drawn by scripts/generate-images.mjs and served from public/. */
export const slides = [
  { src: "/images/carousel/mountains.webp", alt: "Snow-capped mountains above green hills" },
  { src: "/images/carousel/sea.webp", alt: "Sunset over the sea with a small sailing boat" },
  { src: "/images/carousel/desert.webp", alt: "Desert dunes with a cactus under the sun" },
  { src: "/images/carousel/forest.webp", alt: "A pine forest in the morning light" },
  { src: "/images/carousel/city.webp", alt: "City skyline at night under a crescent moon" },
  { src: "/images/carousel/aurora.webp", alt: "Northern lights over dark mountains" },
]
