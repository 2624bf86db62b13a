import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { connect, type PictureUploadApi } from '../../machines/shared/picture-upload.connect.ts';
import { pictureUploadMachine } from '../../machines/shared/picture-upload.machine.ts';
import { unwrap } from './api/client.ts';
import { ossApi } from './api/services.ts';

export type UploadPurpose = 'comment' | 'voucher' | 'avatar' | 'storeLogo' | 'storeDocument';

/** Sends one picture to the server, which reads its bytes and stores it re-encoded. */
async function uploadPicture(file: File, purpose: UploadPurpose): Promise<{ fileId: string; url: string }> {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file, file.name);
  const stored = unwrap(
    await ossApi.POST('/file/upload', {
      body: { file: '', purpose } as never,
      bodySerializer: () => form,
    }),
  );
  return { fileId: stored.fileId, url: stored.url };
}

/** A picture field's state: the pictures chosen, sent one at a time for `purpose`, at most `max`. */
export function usePictureUpload(purpose: UploadPurpose, max: number): PictureUploadApi {
  const [logic] = useState(() =>
    pictureUploadMachine.provide({
      actors: {
        uploadPicture: fromPromise(({ input }) => uploadPicture(input.file as File, purpose)),
      },
    }),
  );
  const [snapshot, send] = useMachine(logic, { input: { max } });
  return connect(snapshot, send);
}
