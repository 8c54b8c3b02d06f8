export const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type InputSize = (typeof SIZES)[number];

/** Colours whose checked and focused looks keep their contrast in both skins. */
export const COLORS = ['indigo', 'teal', 'red', 'gray'] as const;

export const INPUT_STATES = ['description', 'error', 'disabled', 'readOnly', 'required', 'loading'] as const;
export type InputState = (typeof INPUT_STATES)[number];
