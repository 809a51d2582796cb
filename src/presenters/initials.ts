// The short label of a person or a company, as avatars and lists show it:
// the first letters of the first two words of the name, upper-cased
// ("Ada Lovelace" -> "AL", "acme" -> "A").
export function initials(name: string): string {
  return (
    name
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      // The first code point, so a name starting with a character outside the BMP keeps it whole.
      .map((word) => [...word][0]!.toUpperCase())
      .join('')
  );
}
