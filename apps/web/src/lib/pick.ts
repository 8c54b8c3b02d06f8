/** A Select's string value back as one of a constant list's members (undefined when it is not one). */
export const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.find((item) => item === value);
