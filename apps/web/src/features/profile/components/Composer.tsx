import { useState } from 'react';
import { ActionIcon, Button, Card, Group, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX_CHARS,
  POLL_QUESTION_MAX_CHARS,
  POST_MAX_CHARS,
  type CreatePostBody,
} from '@saldo/contracts/profile';

/** Writes a post, or a poll with 2–10 options; cleared once the server has taken it. */
export function Composer({
  saving,
  onSubmit,
}: {
  saving: boolean;
  onSubmit: (body: CreatePostBody, done: () => void) => void;
}) {
  const { t } = useTranslation('profile');
  const [kind, setKind] = useState<'post' | 'poll'>('post');
  const [text, setText] = useState('');
  const [options, setOptions] = useState<string[]>(['', '']);
  const reset = () => {
    setText('');
    setOptions(['', '']);
  };
  const filled = options.map((option) => option.trim()).filter(Boolean);
  const max = kind === 'post' ? POST_MAX_CHARS : POLL_QUESTION_MAX_CHARS;
  const valid =
    text.trim().length > 0 && text.length <= max && (kind === 'post' || filled.length >= POLL_MIN_OPTIONS);
  return (
    <Card withBorder radius="md">
      <form
        aria-label={t('composer.title')}
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid) return;
          onSubmit(kind === 'post' ? { kind, text } : { kind, text, options: filled }, reset);
        }}
      >
        <Stack gap="sm">
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'poll' ? 'poll' : 'post')}
            aria-label={t('composer.kind')}
            data={[
              { value: 'post', label: t('composer.post') },
              { value: 'poll', label: t('composer.poll') },
            ]}
          />
          <Textarea
            label={kind === 'post' ? t('composer.text') : t('composer.question')}
            placeholder={kind === 'post' ? t('composer.textPlaceholder') : t('composer.questionPlaceholder')}
            rows={3}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            error={text.length > max ? t('composer.tooLong', { count: max }) : undefined}
          />
          {kind === 'poll' && (
            <Stack gap="xs">
              {options.map((option, index) => (
                <Group key={index} gap="xs" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('composer.option', { number: index + 1 })}
                    maxLength={POLL_OPTION_MAX_CHARS}
                    value={option}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setOptions((current) => current.map((item, i) => (i === index ? value : item)));
                    }}
                  />
                  {options.length > POLL_MIN_OPTIONS && (
                    <ActionIcon
                      mt={24}
                      variant="subtle"
                      color="gray"
                      aria-label={t('composer.removeOption', { number: index + 1 })}
                      onClick={() => setOptions((current) => current.filter((_, i) => i !== index))}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
              ))}
              {options.length < POLL_MAX_OPTIONS && (
                <Button
                  variant="subtle"
                  size="xs"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setOptions((current) => [...current, ''])}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('composer.addOption')}
                </Button>
              )}
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} disabled={!valid}>
              {kind === 'post' ? t('composer.publish') : t('composer.publishPoll')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
