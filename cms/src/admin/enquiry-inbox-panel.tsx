import { unstable_useDocument as useDocument, useFetchClient } from '@strapi/strapi/admin';
import { type MouseEvent, useCallback, useEffect, useState } from 'react';
import { saveFile } from './save-file';

/** What the content manager hands an edit-view side panel (the subset used here). */
interface PanelProps {
  model: string;
  documentId?: string;
  collectionType?: string;
}

type Status = 'new' | 'in_progress' | 'answered' | 'closed';

interface InboxChange {
  at: string;
  by: string;
  from: Status;
  to: Status;
  owner: string | null;
}

/** `GET /admin/enquiry-inbox/:documentId` (api/enquiry/controllers/enquiry-inbox.ts). */
interface Inbox {
  reference: string;
  received_at: string;
  status: Status;
  moves: Status[];
  owner: { id: number; label: string; email: string; is_me: boolean } | null;
  history: InboxChange[];
  files: { id: string; name: string; mime: string; size: number; download: string }[];
}

const STATUS_LABELS: Record<Status, string> = {
  new: 'New',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

const link = { color: '#4945ff', fontWeight: 600 } as const;
const box = { display: 'grid', gap: 8, width: '100%' } as const;
const button = {
  padding: '6px 12px',
  borderRadius: 4,
  border: '1px solid #4945ff',
  background: '#fff',
  color: '#4945ff',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
const primary = { ...button, background: '#4945ff', color: '#fff' } as const;
const muted = { color: '#666687', fontSize: 12 } as const;

/** A time on the staff member's own clock, as the form's date fields show it. */
const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** Bytes as staff read them: "830 B", "12.4 KB", "3.1 MB". */
function sizeOf(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The button that moves an enquiry to `to`, named as staff say it. */
function moveLabel(from: Status, to: Status): string {
  if (to === 'in_progress') return from === 'new' ? 'Start' : 'Reopen';
  if (to === 'answered') return 'Mark answered';
  return 'Close';
}

/** The server's message from a failed admin call, or a general one. */
function messageOf(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: string } } } }).response;
  return response?.data?.error?.message ?? 'The enquiry could not be changed. Reload the page and try again.';
}

/**
 * One attachment's download link: fetched with the admin's own client, which sends the signed-in
 * admin's access token (and renews it when it has expired), as the admin-only file route requires.
 */
function DownloadLink({ href, name }: { href: string; name: string }) {
  const { get } = useFetchClient();
  const [isFailed, setIsFailed] = useState(false);
  const download = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setIsFailed(false);
    try {
      const { data } = await get<Blob>(href, { responseType: 'blob' });
      saveFile(data, name);
    } catch {
      setIsFailed(true);
    }
  };
  return (
    <>
      <a href={href} onClick={download} style={link} aria-label={`Download ${name}`}>
        Download
      </a>
      {isFailed && <span role="alert"> The file could not be downloaded. Reload the page and try again.</span>}
    </>
  );
}

/**
 * The inbox of one enquiry (docs/decisions/083): its status and owner with the moves staff may
 * make (take it, start, mark answered, close, reopen; the server judges each), the timeline of
 * every change (who, when), and the attached files to download. After a change the edit form
 * is read again, so it shows the new status and owner.
 */
function EnquiryInbox({ documentId, model, collectionType }: Required<PanelProps>) {
  const { get, post } = useFetchClient();
  const { refetch } = useDocument({ documentId, model, collectionType, params: {} });
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await get<{ inbox: Inbox }>(`/admin/enquiry-inbox/${documentId}`);
      setInbox(data.inbox);
    } catch (failure) {
      setError(messageOf(failure));
    }
  }, [documentId, get]);

  useEffect(() => {
    void load();
  }, [load]);

  const change = async (body: { status?: Status; take?: true }) => {
    setIsBusy(true);
    setError(null);
    try {
      const { data } = await post<{ inbox: Inbox }>(`/admin/enquiry-inbox/${documentId}`, body);
      setInbox(data.inbox);
      refetch();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setIsBusy(false);
    }
  };

  if (!inbox) return error ? <p role="alert">{error}</p> : <p>Loading the inbox…</p>;
  const canTake = inbox.status !== 'closed' && !inbox.owner?.is_me;
  return (
    <div style={box}>
      <p>
        <strong>{STATUS_LABELS[inbox.status]}</strong>
        {' · '}
        {inbox.owner
          ? `Owner: ${inbox.owner.is_me ? `you (${inbox.owner.label})` : inbox.owner.label}`
          : 'Nobody owns it'}
      </p>
      {/* Buttons, not a <form>: the content manager's edit view is one. */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {canTake && (
          <button type="button" style={primary} disabled={isBusy} onClick={() => change({ take: true })}>
            Take it
          </button>
        )}
        {inbox.moves
          .filter((to) => !(canTake && to === 'in_progress' && inbox.status === 'new'))
          .map((to) => (
            <button key={to} type="button" style={button} disabled={isBusy} onClick={() => change({ status: to })}>
              {moveLabel(inbox.status, to)}
            </button>
          ))}
      </div>
      {error && <p role="alert">{error}</p>}
      <ol aria-label="Timeline" style={{ ...box, listStyle: 'none', padding: 0, margin: 0, gap: 6 }}>
        <li>
          <span style={muted}>{when(inbox.received_at)}</span>
          <br />
          Received from the contact form
        </li>
        {inbox.history.map((entry) => (
          <li key={`${entry.at}-${entry.to}`}>
            <span style={muted}>{when(entry.at)}</span>
            <br />
            {entry.by}:{' '}
            {entry.from === entry.to
              ? `handed to ${entry.owner ?? 'nobody'}`
              : `${STATUS_LABELS[entry.from]} → ${STATUS_LABELS[entry.to]}${entry.owner ? `, owner ${entry.owner}` : ''}`}
          </li>
        ))}
      </ol>
      <div style={box}>
        <strong>Attachments</strong>
        {inbox.files.length === 0 ? (
          <p style={muted}>No files were attached.</p>
        ) : (
          <ul aria-label="Attachments" style={{ ...box, listStyle: 'none', padding: 0, margin: 0 }}>
            {inbox.files.map((file) => (
              <li key={file.id}>
                <span style={{ wordBreak: 'break-all' }}>{file.name}</span>
                <br />
                <span style={muted}>
                  {file.mime} · {sizeOf(file.size)}
                </span>{' '}
                <DownloadLink href={file.download} name={file.name} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * Side panel on an enquiry (docs/decisions/083): the inbox (status, owner, timeline, attachments)
 * through `GET/POST /admin/enquiry-inbox/:documentId` (admin API: staff who may read, or update,
 * enquiries); files download through `GET /admin/enquiry-files/:id/download`.
 */
export function EnquiryInboxPanel({ model, documentId, collectionType }: PanelProps) {
  if (model !== 'api::enquiry.enquiry' || !documentId) return null;
  return {
    title: 'Inbox',
    content: (
      <EnquiryInbox documentId={documentId} model={model} collectionType={collectionType ?? 'collection-types'} />
    ),
  };
}
