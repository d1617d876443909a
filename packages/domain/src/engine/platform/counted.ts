/** "1 visit", "3 visits", "2 people": a count with its noun, as a sentence says it. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? one : many}`;
}
