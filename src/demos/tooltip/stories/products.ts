/** The multiple-trigger story's catalogue: five products, each with an Info button of one shared tooltip. */
export type Product = { id: string; name: string; price: string; stock: number; description: string }

export const products: Product[] = [
  {
    id: "1",
    name: "Laptop",
    price: "$1,299",
    stock: 12,
    description: "High-performance laptop with 16GB RAM and 512GB SSD",
  },
  {
    id: "2",
    name: "Mouse",
    price: "$49",
    stock: 85,
    description: "Wireless mouse with a silent click and a 70-day battery",
  },
  {
    id: "3",
    name: "Keyboard",
    price: "$129",
    stock: 40,
    description: "Mechanical keyboard with hot-swappable switches",
  },
  { id: "4", name: "Monitor", price: "$399", stock: 9, description: "27-inch 4K monitor with USB-C power delivery" },
  {
    id: "5",
    name: "Webcam",
    price: "$89",
    stock: 23,
    description: "1080p webcam with a privacy shutter and two microphones",
  },
]
