import { assign, fromPromise, setup } from 'xstate';
import { errorMessage } from './errors.ts';

/** A picture chosen by the user: uploading, stored (with its file id and URL), or refused and why. */
export interface Picture {
  key: string;
  name: string;
  status: 'queued' | 'uploading' | 'done' | 'failed';
  fileId: string | null;
  url: string | null;
  /** Why it was refused (the spec's words, or the server's). */
  error: string | null;
}

/** What the browser says of a chosen file, before the server reads its bytes. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
export const MAX_PICTURE_BYTES = 2 * 1024 * 1024;

/** Spec §5 "Image upload": the client's first look; the server reads the bytes and decides. */
export function pictureProblem(file: ChosenFile): 'format' | 'size' | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'format';
  if (file.size > MAX_PICTURE_BYTES) return 'size';
  return null;
}

export interface PictureUploadContext {
  max: number;
  pictures: Picture[];
  /** The files behind the queued pictures, by key (kept out of the pictures the view renders). */
  files: Record<string, unknown>;
  /** Set when more pictures were chosen than fit (the spec's 最多上传N张). */
  overLimit: boolean;
  next: number;
}

export type PictureUploadEvent =
  | { type: 'pictures.add'; files: Array<{ file: unknown } & ChosenFile> }
  | { type: 'pictures.remove'; key: string };

const live = (p: Picture) => p.status !== 'failed';

/**
 * Pictures for an after-sales voucher, a comment or an invoice (issue #16 "Uploads"): chosen files are
 * checked for type and size (messages `format`, `size`, refused at once), queued up to `max`, then sent
 * one at a time (`uploadPicture`); the server reads the bytes and may still refuse (its words are kept).
 * A picture can be removed at any time; one being sent is dropped when its answer comes. The form reads
 * the stored file ids from {@link uploadedIds}.
 */
export const pictureUploadMachine = setup({
  types: {} as {
    context: PictureUploadContext;
    events: PictureUploadEvent;
    input: { max: number };
  },
  actors: {
    uploadPicture: fromPromise<{ fileId: string; url: string }, { file: unknown }>(async () => {
      throw new Error('uploadPicture is provided by the app');
    }),
  },
  guards: {
    hasQueued: ({ context }) => context.pictures.some((p) => p.status === 'queued'),
  },
}).createMachine({
  id: 'pictureUpload',
  context: ({ input }) => ({ max: input.max, pictures: [], files: {}, overLimit: false, next: 1 }),
  on: {
    'pictures.add': {
      target: '.checking',
      actions: assign(({ context, event }) => {
        const room = context.max - context.pictures.filter(live).length;
        const pictures = [...context.pictures];
        const files = { ...context.files };
        let next = context.next;
        let taken = 0;
        for (const chosen of event.files) {
          const problem = pictureProblem(chosen);
          if (!problem && taken >= room) continue;
          const key = `p${next++}`;
          if (problem) {
            pictures.push({
              key,
              name: chosen.name,
              status: 'failed',
              fileId: null,
              url: null,
              error: problem,
            });
            continue;
          }
          taken += 1;
          files[key] = chosen.file;
          pictures.push({ key, name: chosen.name, status: 'queued', fileId: null, url: null, error: null });
        }
        const fitting = event.files.filter((f) => !pictureProblem(f)).length;
        return { pictures, files, next, overLimit: fitting > room };
      }),
    },
    'pictures.remove': {
      actions: assign(({ context, event }) => {
        const { [event.key]: _dropped, ...files } = context.files;
        return {
          pictures: context.pictures.filter((p) => p.key !== event.key),
          files,
          overLimit: false,
        };
      }),
    },
  },
  initial: 'idle',
  states: {
    idle: {},
    checking: { always: [{ guard: 'hasQueued', target: 'uploading' }, { target: 'idle' }] },
    uploading: {
      tags: ['uploading'],
      entry: assign(({ context }) => {
        const key = context.pictures.find((p) => p.status === 'queued')!.key;
        return {
          pictures: context.pictures.map((p) => (p.key === key ? { ...p, status: 'uploading' as const } : p)),
        };
      }),
      invoke: {
        src: 'uploadPicture',
        input: ({ context }) => ({
          file: context.files[context.pictures.find((p) => p.status === 'uploading')!.key],
        }),
        onDone: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            pictures: context.pictures.map((p) =>
              p.status === 'uploading'
                ? { ...p, status: 'done' as const, fileId: event.output.fileId, url: event.output.url }
                : p,
            ),
          })),
        },
        onError: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            pictures: context.pictures.map((p) =>
              p.status === 'uploading'
                ? { ...p, status: 'failed' as const, error: errorMessage(event.error) }
                : p,
            ),
          })),
        },
      },
      on: {
        // Removing the picture being sent: its answer no longer matters, the next one goes.
        'pictures.remove': [
          {
            guard: ({ context, event }) =>
              context.pictures.find((p) => p.key === event.key)?.status === 'uploading',
            target: 'checking',
            actions: assign(({ context, event }) => {
              const { [event.key]: _dropped, ...files } = context.files;
              return {
                pictures: context.pictures.filter((p) => p.key !== event.key),
                files,
                overLimit: false,
              };
            }),
          },
          {
            actions: assign(({ context, event }) => {
              const { [event.key]: _dropped, ...files } = context.files;
              return {
                pictures: context.pictures.filter((p) => p.key !== event.key),
                files,
                overLimit: false,
              };
            }),
          },
        ],
      },
    },
  },
});

/** The file ids of the pictures stored so far, in the order chosen. */
export const uploadedIds = (pictures: Picture[]): string[] =>
  pictures.filter((p) => p.status === 'done').map((p) => p.fileId!);
