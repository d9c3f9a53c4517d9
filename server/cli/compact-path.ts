/**
 * A d3 path context that writes compact SVG path data: coordinates rounded to `step`, points
 * that round onto the previous one dropped, rings too small to see (islets, under `minArea`
 * square units) left out, and every move relative to the last point.
 */
export class CompactPath {
  private parts: string[] = [];
  private ring: [number, number][] = [];
  private x = 0;
  private y = 0;

  constructor(
    private readonly step: number,
    private readonly minArea: number,
    /** Lines (borders) stay open and are kept whatever their size. */
    private readonly closed = true,
  ) {}

  private round(value: number): number {
    return Math.round(value / this.step) * this.step;
  }

  private static num(value: number): string {
    return String(Number(value.toFixed(2))).replace(/^(-?)0\./, '$1.');
  }

  private static pair(dx: number, dy: number): string {
    const y = CompactPath.num(dy);
    return `${CompactPath.num(dx)}${y.startsWith('-') ? '' : ' '}${y}`;
  }

  moveTo(x: number, y: number): void {
    this.flush();
    this.ring = [[this.round(x), this.round(y)]];
  }

  lineTo(rawX: number, rawY: number): void {
    const point: [number, number] = [this.round(rawX), this.round(rawY)];
    const last = this.ring.at(-1);
    if (last && last[0] === point[0] && last[1] === point[1]) return;
    this.ring.push(point);
  }

  closePath(): void {
    this.flush();
  }

  beginPath(): void {}

  arc(): void {
    throw new Error('Maps have no arcs.');
  }

  private flush(): void {
    const ring = this.ring;
    this.ring = [];
    if (ring.length < 2 || (this.closed && (ring.length < 3 || Math.abs(shoelace(ring)) < this.minArea))) return;
    const [first, ...rest] = ring as [[number, number], ...[number, number][]];
    const move = CompactPath.pair(first[0] - this.x, first[1] - this.y);
    let data = this.parts.length === 0 ? `M${move}` : `m${move}`;
    let [x, y] = first;
    rest.forEach(([nextX, nextY], index) => {
      const pair = CompactPath.pair(nextX - x, nextY - y);
      data += index === 0 ? `l${pair}` : pair.startsWith('-') ? pair : ` ${pair}`;
      [x, y] = [nextX, nextY];
    });
    this.parts.push(this.closed ? `${data}z` : data);
    // After 'z' the pen is back at the ring's start; an open line leaves it at its end.
    [this.x, this.y] = this.closed ? first : [x, y];
  }

  toString(): string {
    this.flush();
    return this.parts.join('');
  }
}

function shoelace(ring: readonly [number, number][]): number {
  let sum = 0;
  ring.forEach(([x1, y1], index) => {
    const [x2, y2] = ring[(index + 1) % ring.length]!;
    sum += x1 * y2 - x2 * y1;
  });
  return sum / 2;
}
