/**
 * A computed colour as `rgb(r, g, b)`: Happy DOM gives a colour as the style wrote it (`#c62828`),
 * where a browser gives it as `rgb()`. Colours already written with `rgb()` or `rgba()` pass through.
 */
export function asRgb(colour: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour.trim());
  if (!hex) return colour;
  const [red, green, blue] = hex.slice(1).map((pair) => parseInt(pair, 16));
  return `rgb(${red}, ${green}, ${blue})`;
}
