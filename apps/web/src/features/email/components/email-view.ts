import {
  EMAIL_FOLDERS,
  type EmailFolderView,
  type EmailLabel,
  type EmailListQuery,
} from '@saldo/contracts/email';

/** What the address shows: a folder (inbox by default, starred being a view of its own) or a label. */
export type EmailView = { kind: 'folder'; folder: EmailFolderView } | { kind: 'label'; label: EmailLabel };

export function viewFrom(params: { folder?: string; label?: string }): EmailView {
  if (params.label) return { kind: 'label', label: params.label as EmailLabel };
  const folder = EMAIL_FOLDERS.find((name) => name === params.folder);
  return { kind: 'folder', folder: folder ?? 'inbox' };
}

export const queryFor = (view: EmailView, q: string | undefined): EmailListQuery =>
  view.kind === 'label' ? { q, label: view.label } : { q, folder: view.folder };
