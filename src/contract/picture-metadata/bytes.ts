/** Reading and joining the bytes of a picture's container, for the metadata walkers beside this file. */
export const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

export const startsWith = (bytes: Uint8Array, at: number, text: string) => ascii(bytes, at, text.length) === text;

export const u16be = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
export const u32be = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
export const u32le = (bytes: Uint8Array, at: number) => ((bytes[at + 3]! << 24) | (bytes[at + 2]! << 16) | (bytes[at + 1]! << 8) | bytes[at]!) >>> 0;

export const textBytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

/** The parts of a file being rewritten, joined once at the end. */
export class ByteParts {
  private readonly parts: Uint8Array[] = [];
  private length = 0;

  push(part: Uint8Array | readonly number[]): void {
    const bytes = part instanceof Uint8Array ? part : Uint8Array.from(part);
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  get size(): number {
    return this.length;
  }

  join(): Uint8Array {
    const joined = new Uint8Array(this.length);
    let at = 0;
    for (const part of this.parts) {
      joined.set(part, at);
      at += part.length;
    }
    return joined;
  }
}
