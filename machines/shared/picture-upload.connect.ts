import type { EventFrom, SnapshotFrom } from 'xstate';
import {
  uploadedIds,
  type ChosenFile,
  type Picture,
  type pictureUploadMachine,
} from './picture-upload.machine.ts';

/** What a picture field reads from its upload machine. */
export interface PictureUploadApi {
  pictures: Picture[];
  /** The stored pictures' file ids, in the order chosen (what the form submits). */
  fileIds: string[];
  isUploading: boolean;
  /** More pictures may be chosen (fewer than the maximum are kept). */
  canAdd: boolean;
  max: number;
  /** The last choice held more pictures than fit. */
  overLimit: boolean;
  add(files: Array<{ file: unknown } & ChosenFile>): void;
  remove(key: string): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof pictureUploadMachine>,
  send: (event: EventFrom<typeof pictureUploadMachine>) => void,
): PictureUploadApi {
  const { pictures, max, overLimit } = snapshot.context;
  return {
    pictures,
    fileIds: uploadedIds(pictures),
    isUploading: snapshot.hasTag('uploading'),
    canAdd: pictures.filter((p) => p.status !== 'failed').length < max,
    max,
    overLimit,
    add: (files) => send({ type: 'pictures.add', files }),
    remove: (key) => send({ type: 'pictures.remove', key }),
  };
}
