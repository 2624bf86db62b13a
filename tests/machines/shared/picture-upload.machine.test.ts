import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connect } from '../../../machines/shared/picture-upload.connect.ts';
import { pictureProblem, pictureUploadMachine } from '../../../machines/shared/picture-upload.machine.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';

const png = (name: string, size = 1000) => ({ file: { name }, name, type: 'image/png', size });

function harness(max = 3) {
  const env = controllableActors();
  const actor = createActor(
    pictureUploadMachine.provide({ actors: { uploadPicture: env.actor('uploadPicture') } }),
    { input: { max } },
  ).start();
  const api = () => connect(actor.getSnapshot(), actor.send);
  return { env, api };
}

describe('picture upload', () => {
  it('checks type and size before sending: a renamed non-picture or a picture over 2 MB is refused at once', () => {
    expect(pictureProblem({ name: 'a.jpg', type: 'text/html', size: 10 })).toBe('format');
    expect(pictureProblem({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toBe('format');
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
    expect(pictureProblem({ name: 'a.png', type: 'image/png', size: 2 * 1024 * 1024 })).toBe(null);
    const { env, api } = harness();
    api().add([
      { file: {}, name: 'page.html', type: 'text/html', size: 10 },
      png('big.png', 3 * 1024 * 1024),
    ]);
    expect(api().pictures.map((p) => [p.name, p.status, p.error])).toEqual([
      ['page.html', 'failed', 'format'],
      ['big.png', 'failed', 'size'],
    ]);
    expect(env.isPending('uploadPicture')).toBe(false);
    expect(api().canAdd).toBe(true);
  });

  it('sends the pictures one at a time and collects their file ids in the order chosen', async () => {
    const { env, api } = harness();
    api().add([png('a.png'), png('b.png')]);
    expect(api().isUploading).toBe(true);
    expect(env.inputs.uploadPicture).toEqual([{ file: { name: 'a.png' } }]);
    await env.resolve('uploadPicture', { fileId: 'f1', url: '/f/1' });
    await flush();
    expect(env.inputs.uploadPicture).toHaveLength(2);
    await env.resolve('uploadPicture', { fileId: 'f2', url: '/f/2' });
    await flush();
    expect(api().isUploading).toBe(false);
    expect(api().fileIds).toEqual(['f1', 'f2']);
    expect(api().pictures.map((p) => p.url)).toEqual(['/f/1', '/f/2']);
  });

  it('keeps at most the maximum: extra pictures are left out and the limit is said', async () => {
    const { env, api } = harness(2);
    api().add([png('a.png'), png('b.png'), png('c.png')]);
    expect(api().pictures.map((p) => p.name)).toEqual(['a.png', 'b.png']);
    expect(api().overLimit).toBe(true);
    expect(api().canAdd).toBe(false);
    await env.resolve('uploadPicture', { fileId: 'f1', url: '/f/1' });
    await flush();
    api().remove(api().pictures[0]!.key);
    expect(api().overLimit).toBe(false);
    expect(api().canAdd).toBe(true);
  });

  it("keeps the server's refusal beside the picture, and a removed picture's answer is ignored", async () => {
    const { env, api } = harness();
    api().add([png('a.png'), png('b.png')]);
    await env.reject('uploadPicture', new Error('图片格式不正确，请上传 jpg、png、webp 或 gif 图片'));
    await flush();
    expect(api().pictures[0]).toMatchObject({
      status: 'failed',
      error: '图片格式不正确，请上传 jpg、png、webp 或 gif 图片',
    });
    // b.png is being sent; removing it moves on without waiting.
    api().remove(api().pictures[1]!.key);
    expect(api().isUploading).toBe(false);
    expect(api().fileIds).toEqual([]);
    expect(api().pictures).toHaveLength(1);
  });
});
