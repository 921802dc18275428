/**
 * Answers kept by query, the least recently used dropped first: typing and
 * deleting a letter, or a word shared by successive queries, is answered
 * without searching again.
 */
export class QueryCache<T> {
  private readonly entries = new Map<string, T>();
  constructor(private readonly size: number) {}
  get(key: string): T | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.size)
      this.entries.delete(this.entries.keys().next().value as string);
  }
  clear(): void {
    this.entries.clear();
  }
}
