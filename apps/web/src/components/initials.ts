/** 'Anna Maria Nowak' → 'AN': the first and last name's initials, for an avatar without a picture. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const picked = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return picked.map((part) => part?.[0]?.toUpperCase() ?? '').join('');
}
