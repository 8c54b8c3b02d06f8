import { Anchor, Text } from '@mantine/core';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/g;

/**
 * A message as plain text: React escapes it, so HTML in it stays inert. Web addresses become plain
 * links that open in a new tab without handing the opener or the referrer over.
 */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's closing punctuation is not part of the address.
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    parts.push(text.slice(at, match.index), { url });
    at = match.index + url.length;
  }
  parts.push(text.slice(at));
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          part
        ) : (
          <Anchor key={i} href={part.url} target="_blank" rel="noopener noreferrer" inherit>
            {part.url}
          </Anchor>
        ),
      )}
    </Text>
  );
}
