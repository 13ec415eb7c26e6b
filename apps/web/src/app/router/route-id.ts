/** A route's id segment as a positive integer; anything else is -1, which no record has (the screen says "not found"). */
export function routeId(value: string | null | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : -1;
}
