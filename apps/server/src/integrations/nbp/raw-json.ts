// A small JSON reader that keeps numbers as their source text. NBP sends rates as JSON numbers
// (`"mid":4.2913`); JSON.parse would turn them into binary floats, and Node 20's reviver has no
// access to the source text. Everything else parses as JSON.parse would; malformed input throws
// SyntaxError.

/** A JSON number exactly as written in the source, e.g. "4.2910" (trailing zero kept). */
export class JsonNumberLiteral {
  constructor(readonly literal: string) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;

export function parseJsonKeepingNumbers(text: string): unknown {
  let position = 0;

  const fail = (what: string): never => {
    throw new SyntaxError(`Invalid JSON at ${position}: ${what}`);
  };

  function skipWhitespace(): void {
    WHITESPACE.lastIndex = position;
    WHITESPACE.exec(text);
    position = WHITESPACE.lastIndex;
  }

  function consume(char: string): void {
    skipWhitespace();
    if (text[position] !== char) fail(`expected "${char}"`);
    position += 1;
  }

  function parseString(): string {
    const start = position;
    position += 1;
    for (;;) {
      const char = text[position];
      if (char === undefined) fail('unterminated string');
      if (char === '"') break;
      if (char === '\\') position += 1;
      else if (char !== undefined && char < ' ') fail('control character in string');
      position += 1;
    }
    position += 1;
    // The string token is well delimited now; JSON.parse decodes its escapes exactly.
    return JSON.parse(text.slice(start, position)) as string;
  }

  function parseValue(): unknown {
    skipWhitespace();
    const char = text[position];
    if (char === '{') return parseObject();
    if (char === '[') return parseArray();
    if (char === '"') return parseString();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, position)) {
        position += word.length;
        return value;
      }
    }
    NUMBER.lastIndex = position;
    const number = NUMBER.exec(text);
    if (number === null) return fail('unexpected character');
    position = NUMBER.lastIndex;
    return new JsonNumberLiteral(number[0]);
  }

  function parseObject(): Record<string, unknown> {
    position += 1;
    // A null prototype keeps keys such as "__proto__" plain data.
    const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    skipWhitespace();
    if (text[position] === '}') {
      position += 1;
      return object;
    }
    for (;;) {
      skipWhitespace();
      if (text[position] !== '"') fail('expected a key');
      const key = parseString();
      consume(':');
      object[key] = parseValue();
      skipWhitespace();
      if (text[position] === '}') {
        position += 1;
        return object;
      }
      consume(',');
    }
  }

  function parseArray(): unknown[] {
    position += 1;
    const array: unknown[] = [];
    skipWhitespace();
    if (text[position] === ']') {
      position += 1;
      return array;
    }
    for (;;) {
      array.push(parseValue());
      skipWhitespace();
      if (text[position] === ']') {
        position += 1;
        return array;
      }
      consume(',');
    }
  }

  const value = parseValue();
  skipWhitespace();
  if (position !== text.length) fail('trailing characters');
  return value;
}
