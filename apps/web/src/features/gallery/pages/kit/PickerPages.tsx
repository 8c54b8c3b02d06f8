import { Stack } from '@mantine/core';
import { Suspense, lazy, useCallback, useState } from 'react';
import { todayIso } from '../../../../lib/format.ts';
import { useBlogDetail, useBlogList, useBlogSidebar } from '../../../blog/api/queries.ts';
import { useContractorSearch } from '../../../contractors/api/contractor-search.ts';
import { useContractors } from '../../../contractors/api/queries.ts';
import { useBasicTable } from '../../api/queries.ts';
import { QueryData } from '../../components/ComponentFrame.tsx';
import { KitFrame } from '../../components/KitFrame.tsx';
import { LoadingState } from '../../components/States.tsx';
import {
  KeyboardSection,
  MultiContractorSection,
  SelectStatesSection,
  SingleContractorSection,
} from './pickers/ContractorSelectSections.tsx';
import { DateFormatsSection, DateRangeSection, DateVariantsSection } from './pickers/DateSections.tsx';
import { DateTimeSizesSection, EventListSection, EventTimesEditor } from './pickers/DateTimeSections.tsx';
import { FieldStatesSection } from './pickers/FieldStatesSection.tsx';
import {
  AvatarFileSection,
  DropStatesSection,
  DropZonesSection,
  UploadRulesSection,
} from './pickers/FileSections.tsx';
import { forDateTimeInput } from './pickers/date-formats.ts';
import { IdentifierMasksSection, MaskStatesSection, MaskVerdictsSection } from './pickers/MaskSections.tsx';
import {
  BlogTagsSection,
  ContractorTagsSection,
  TagSizesSection,
  TagStatesSection,
  TodoTagsSection,
} from './pickers/TagSections.tsx';
import { EventTimesSection, TimeFormatsSection, TimeRulesSection } from './pickers/TimeSections.tsx';
import { useMonthEvents } from './pickers/use-month-events.ts';

// The editor weighs more than the rest of the family: it comes only with its own page.
const EditorDemo = lazy(() => import('./pickers/EditorDemo.tsx'));

/** Every contractor a tag may come from: the list's largest page. */
const ALL_CONTRACTORS = { page: 1, perPage: 100, sortBy: 'name', sortDesc: 'false' } as const;

export function TagPage() {
  const sidebar = useBlogSidebar();
  const contractors = useContractors(ALL_CONTRACTORS);
  return (
    <KitFrame
      family="pickers"
      slug="tag"
      ready={sidebar.data !== undefined && contractors.data !== undefined}
      snippet={`<TagsInput
  label={t('contractors:form.tags')}
  description={t('contractors:form.tagsHint')}
  maxTags={CONTRACTOR_LIMITS.tags}
  clearable
  {...form.getInputProps('tags')}
/>`}
    >
      <Stack gap="lg">
        <QueryData query={sidebar}>{(data) => <BlogTagsSection sidebar={data} />}</QueryData>
        <QueryData query={contractors}>
          {(data) => <ContractorTagsSection contractors={data.contractors} />}
        </QueryData>
        <TodoTagsSection />
        <TagSizesSection />
        <TagStatesSection />
      </Stack>
    </KitFrame>
  );
}

export function DatepickerPage() {
  const invoices = useBasicTable();
  return (
    <KitFrame
      family="pickers"
      slug="datepicker"
      ready={invoices.data !== undefined}
      snippet={`<TextInput type="date" label={t('costs:fields.issueDate')} withAsterisk {...form.getInputProps('issueDate')} />
<TextInput type="date" label={t('costs:fields.dueDate')} min={values.issueDate} withAsterisk {...form.getInputProps('dueDate')} />
// shown: formatIsoDate(iso, i18n.language); sent: the ISO text as it is ("2026-03-01")`}
    >
      <Stack gap="lg">
        <QueryData query={invoices}>
          {(data) => (
            <>
              <DateFormatsSection initial={data.rows[0]?.issueDate ?? todayIso()} />
              <DateRangeSection invoice={data.rows[0]} />
            </>
          )}
        </QueryData>
        <DateVariantsSection />
        <FieldStatesSection type="date" value={todayIso()} />
      </Stack>
    </KitFrame>
  );
}

export function TimepickerPage() {
  const events = useMonthEvents();
  const firstTimed = events.data?.find((event) => !event.allDay);
  return (
    <KitFrame
      family="pickers"
      slug="timepicker"
      ready={events.data !== undefined}
      snippet={`<TextInput type="time" label={t('galleryPickers:demo.time.meeting')} step={900} min="08:00" max="18:00"
  value={time} onChange={(event) => setTime(event.currentTarget.value)} />
// value "09:30" (24-hour, Warsaw wall clock); shown with Intl.DateTimeFormat(language, { timeStyle: 'short' })`}
    >
      <Stack gap="lg">
        <QueryData query={events}>
          {() => (
            <TimeFormatsSection
              initial={firstTimed ? forDateTimeInput(firstTimed.start).slice(11, 16) : '09:00'}
            />
          )}
        </QueryData>
        <TimeRulesSection />
        <QueryData query={events}>{(data) => <EventTimesSection events={data} />}</QueryData>
        <FieldStatesSection type="time" value="09:00" />
      </Stack>
    </KitFrame>
  );
}

export function DateTimePickerPage() {
  const events = useMonthEvents();
  return (
    <KitFrame
      family="pickers"
      slug="date-time-picker"
      ready={events.data !== undefined}
      snippet={`<TextInput
  type={state.allDay ? 'date' : 'datetime-local'}
  label={t('calendar:form.start')}
  required
  value={state.start}
  onChange={(e) => set('start', e.currentTarget.value)}
/>
// sent as '2026-03-30T09:00' (no offset: the server reads it as Europe/Warsaw)`}
    >
      <Stack gap="lg">
        <QueryData query={events}>
          {(data) => (
            <>
              <EventTimesEditor event={data.find((event) => !event.allDay)} />
              <EventListSection events={data} />
            </>
          )}
        </QueryData>
        <DateTimeSizesSection />
        <FieldStatesSection type="datetime-local" value={`${todayIso()}T09:00`} />
      </Stack>
    </KitFrame>
  );
}

export function FileInputPage() {
  return (
    <KitFrame
      family="pickers"
      slug="file-input"
      snippet={`const zone = useDropzone({ accept: XML_TYPES, maxSize: COST_LIMITS.importFileBytes, onDrop });
<Paper {...zone.getRootProps({ role: 'button', 'aria-label': t('costs:import.dropLabel') })} withBorder>
  <Text fw={500}>{t('costs:import.drop')}</Text>
</Paper>
{/* beside the zone, not in it: a control inside a button is a nested control */}
<input {...zone.getInputProps({ 'aria-label': t('costs:import.pickFiles') })} />`}
    >
      <Stack gap="lg">
        <UploadRulesSection />
        <DropZonesSection />
        <AvatarFileSection />
        <DropStatesSection />
      </Stack>
    </KitFrame>
  );
}

export function VueSelectPage() {
  // The first page of the search, as the pickers ask for it before anything is typed.
  const initial = useContractorSearch('');
  return (
    <KitFrame
      family="pickers"
      slug="vue-select"
      ready={initial.data !== undefined}
      snippet={`const party = usePartySearch(chosen);
<Select
  label={t('costs:fields.supplier')}
  searchable
  clearable
  searchValue={party.search}
  onSearchChange={party.setSearch}
  filter={({ options }) => options}
  nothingFoundMessage={party.searching ? t('costs:form.searching') : t('costs:form.nothingFound')}
  data={party.options}
/>`}
    >
      <Stack gap="lg">
        <QueryData query={initial}>
          {(data) => (
            <>
              <SingleContractorSection />
              <MultiContractorSection />
              <KeyboardSection />
              <SelectStatesSection firstName={data[0]?.name} />
            </>
          )}
        </QueryData>
      </Stack>
    </KitFrame>
  );
}

export function QuillEditorPage() {
  const list = useBlogList({ page: 1, perPage: 1, status: 'published' });
  const postId = list.data?.posts[0]?.id ?? 0;
  const post = useBlogDetail(postId);
  const [editorReady, setEditorReady] = useState(false);
  const onReady = useCallback(() => setEditorReady(true), []);
  const html = postId === 0 ? '' : post.data?.blog.content;
  return (
    <KitFrame
      family="pickers"
      slug="quill-editor"
      ready={editorReady}
      snippet={`const RichTextEditor = lazy(() => import('../../../components/RichTextEditor.tsx'));
// toolbar: "full" (blog, help), "message" (e-mail), "compact" (task description)
<RichTextEditor
  toolbar="full"
  label={t('blog:edit.content')}
  initialHtml={post.content}
  onChange={(content) => set({ content })}
  uploadImage={(file) => uploadContentImage('blog', file)}
/>`}
    >
      <Stack gap="lg">
        <QueryData query={list}>
          {() =>
            html === undefined ? (
              <QueryData query={post}>{() => null}</QueryData>
            ) : (
              <Suspense fallback={<LoadingState height={240} />}>
                <EditorDemo html={html} onReady={onReady} />
              </Suspense>
            )
          }
        </QueryData>
      </Stack>
    </KitFrame>
  );
}

export function FormInputMaskPage() {
  return (
    <KitFrame
      family="pickers"
      slug="form-input-mask"
      snippet={`<MaskedField mask={NIP_MASK} label={t('contractors:form.nip')} />
// NIP_MASK: digits → "526-025-10-49" while typing (formatNip once complete), verdict from validateNip`}
    >
      <Stack gap="lg">
        <IdentifierMasksSection />
        <MaskVerdictsSection />
        <MaskStatesSection />
      </Stack>
    </KitFrame>
  );
}
